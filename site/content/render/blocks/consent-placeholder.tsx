import type { ReactNode } from 'react';
import type { FeatureConsent } from '../../../consent/use-feature-consent.ts';
import { useMessages } from '../../../i18n/use-messages.ts';
import { button } from '../../../styles/layout.css.ts';
import * as css from './consent-placeholder.css.ts';

/** `https://www.youtube-nocookie.com/embed/ID?x` → `https://www.youtube.com/watch?v=ID`; other URLs stay. */
export function watchUrl(url: string): string {
  const match = /^https:\/\/(?:www\.)?youtube(?:-nocookie)?\.com\/embed\/([\w-]+)/.exec(url);
  return match?.[1] === undefined ? url : `https://www.youtube.com/watch?v=${match[1]}`;
}

/** The host an embed loads from, as the shopper reads it (`youtube-nocookie.com`). */
export function embedHost(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}

/**
 * What a consent-gated embed (video, an iframe snippet) shows until its consent is there: the title, which host
 * it comes from and why it is not loaded, the cookie settings (once the consent tool answered) and a link to
 * watch it on the host's own site instead.
 */
export function ConsentPlaceholder({ kind, title, url, consent }: { readonly kind: 'video' | 'embed'; readonly title: string; readonly url: string; readonly consent: FeatureConsent }): ReactNode {
  const { t, m } = useMessages();
  const host = embedHost(url);
  return (
    <div className={css.placeholder} data-consent-placeholder={kind}>
      <span className={css.play} aria-hidden="true">
        <svg width="24" height="24" viewBox="0 0 24 24" focusable="false"><path d="M8 5v14l11-7z" fill="currentColor" /></svg>
      </span>
      {title ? <p className={css.heading}>{title}</p> : null}
      <p className={css.text}>{t(kind === 'video' ? 'contentEmbedConsentVideo' : 'contentEmbedConsentOther', { host })}</p>
      <div className={css.actions}>
        {consent.status === 'blocked' ? <button type="button" className={button} onClick={consent.openSettings}>{m.contentEmbedConsentAction}</button> : null}
        <a className={css.link} href={watchUrl(url)} target="_blank" rel="noopener noreferrer">{t('contentEmbedOpenOn', { host: embedHost(watchUrl(url)) })}</a>
      </div>
    </div>
  );
}
