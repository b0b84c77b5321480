import { CONSENT_DOMAIN_ID_PATTERN, CONSENT_SCRIPT_URL_PATTERN, CONSENT_TOOLS } from '../../brands/brand-constants.ts';

/** A consent tool a page can have. */
export type ConsentToolName = (typeof CONSENT_TOOLS)[number];

/**
 * The consent tool a build puts on its pages (plain data: it travels in the
 * `site` static query to the browser runtime).
 *
 * - `embedded`: the local banner (`local-consent-tool.ts`), no external script; the default of every brand.
 * - `onetrust`: the production tool, loaded from `scriptUrl` with the brand's `domainId`.
 * - `none`: no consent tool; everything that needs consent is enabled (§5).
 */
export type ConsentToolConfig =
  | { readonly tool: 'embedded' }
  | { readonly tool: 'none' }
  | { readonly tool: 'onetrust'; readonly scriptUrl: string; readonly domainId: string };

/** The brand config's `consent` section, the part that picks the tool. */
export interface BrandConsentInput {
  readonly id: string;
  readonly consent: { readonly tool: ConsentToolName; readonly scriptUrl?: string | undefined; readonly domainId?: string | undefined };
}

/** The build's environment variables that choose the consent tool. */
export const CONSENT_ENV = { tool: 'CONSENT_TOOL', scriptUrl: 'CONSENT_SCRIPT_URL', domainId: 'CONSENT_DOMAIN_ID' } as const;

/** The environment names the brand, the variable or field and the problem. */
export class ConsentConfigError extends Error {
  constructor(readonly brand: string, problem: string) {
    super(`Consent tool of brand "${brand}": ${problem}`);
    this.name = 'ConsentConfigError';
  }
}

const value = (env: Readonly<Record<string, string | undefined>>, name: string): string | undefined => {
  const v = env[name]?.trim();
  return v ? v : undefined;
};

/**
 * The consent tool of a build, from the brand config and the environment:
 *
 * - `CONSENT_TOOL` (`embedded`, `onetrust`, `none`) overrides the brand's tool, so a deploy can switch the
 *   production tool on (or off) without a code change;
 * - without it, the brand's tool, except that a brand configured with `onetrust` gets the embedded tool in a
 *   build whose `SITE_ENV` is not `production` (development and offline builds load no external script);
 * - for `onetrust`, `CONSENT_SCRIPT_URL` and `CONSENT_DOMAIN_ID` override the brand's `scriptUrl` and `domainId`;
 *   a missing or malformed one fails the build with a message naming the brand, field and variable.
 */
export function resolveConsentTool(brand: BrandConsentInput, env: Readonly<Record<string, string | undefined>>): ConsentToolConfig {
  const override = value(env, CONSENT_ENV.tool);
  if (override !== undefined && !(CONSENT_TOOLS as readonly string[]).includes(override)) {
    throw new ConsentConfigError(brand.id, `${CONSENT_ENV.tool} is "${override}", must be one of ${CONSENT_TOOLS.join(', ')}`);
  }
  const configured = brand.consent.tool;
  const tool = (override as ConsentToolName | undefined) ?? (configured === 'onetrust' && env['SITE_ENV'] !== 'production' ? 'embedded' : configured);
  if (tool !== 'onetrust') return { tool };

  const scriptUrl = value(env, CONSENT_ENV.scriptUrl) ?? brand.consent.scriptUrl;
  const domainId = value(env, CONSENT_ENV.domainId) ?? brand.consent.domainId;
  if (scriptUrl === undefined) throw new ConsentConfigError(brand.id, `the onetrust tool needs a script URL (consent.scriptUrl in the brand config, or ${CONSENT_ENV.scriptUrl})`);
  if (domainId === undefined) throw new ConsentConfigError(brand.id, `the onetrust tool needs a domain id (consent.domainId in the brand config, or ${CONSENT_ENV.domainId})`);
  if (!CONSENT_SCRIPT_URL_PATTERN.test(scriptUrl)) throw new ConsentConfigError(brand.id, `script URL "${scriptUrl}" must be an https URL`);
  if (!CONSENT_DOMAIN_ID_PATTERN.test(domainId)) throw new ConsentConfigError(brand.id, `domain id "${domainId}" must be a UUID, optionally ending in -test`);
  return { tool, scriptUrl, domainId };
}
