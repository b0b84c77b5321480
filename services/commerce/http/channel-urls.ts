import type { SalesChannel } from './scope.ts';

/** Host names of a storefront on this machine: its locale paths count as the channel's domains there. */
const LOOPBACK = /^(127\.0\.0\.1|localhost|\[::1\])$/;

const parse = (url: string): URL | undefined => {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed : undefined;
  } catch {
    return undefined;
  }
};

/** `/de-de` of `https://www.winora.com/de-de`, without a trailing slash. */
const domainPath = (domain: URL): string => domain.pathname.replace(/\/+$/, '');

/**
 * Whether `url` is one of the channel's domains itself (`storefrontUrl` of a registration), or a storefront on
 * this machine (127.0.0.1, localhost, [::1], any port) under one of the channel's locale paths.
 */
export function isChannelDomain(channel: Pick<SalesChannel, 'domains'>, url: string): boolean {
  const clean = url.replace(/\/+$/, '');
  if (channel.domains.includes(clean)) return true;
  const parsed = parse(clean);
  if (parsed === undefined || parsed.protocol !== 'http:' || !LOOPBACK.test(parsed.hostname) || parsed.search !== '' || parsed.hash !== '') return false;
  const path = parsed.pathname.replace(/\/+$/, '');
  return channel.domains.some((domain) => {
    const d = parse(domain);
    return d !== undefined && path === domainPath(d);
  });
}

/**
 * Whether `url` is a page of the channel's storefront: on one of its domains (same origin, under the domain's
 * path), or on this machine under one of its locale paths. Where a payment may send the shopper back to.
 */
export function isChannelPageUrl(channel: Pick<SalesChannel, 'domains'>, url: string): boolean {
  const parsed = parse(url);
  if (parsed === undefined || parsed.username !== '' || parsed.password !== '') return false;
  const local = LOOPBACK.test(parsed.hostname);
  return channel.domains.some((domain) => {
    const d = parse(domain);
    if (d === undefined || (!local && parsed.origin !== d.origin)) return false;
    const base = domainPath(d);
    return parsed.pathname === base || parsed.pathname.startsWith(`${base}/`);
  });
}
