/**
 * The brand configuration's plain lists and patterns that browser code reads too (consent, tag manager, dealer
 * countries). They live apart from the valibot schema (`brand-schema.ts`, which re-exports them) so that a page's
 * JavaScript can use them without carrying the schema and valibot.
 */

/** ISO 3166 alpha-2 codes a brand may sell in, plus `INT` for the international channel. */
export const COUNTRY_CODES = [
  'AT', 'BE', 'CH', 'CZ', 'DE', 'DK', 'ES', 'FI', 'FR', 'GB', 'IE', 'IT', 'LU', 'NL', 'PL', 'SE', 'INT',
] as const;
/** Consent groups of the consent tool (OneTrust-style: necessary, performance, functional, targeting, social media). */
export const CONSENT_GROUPS = ['C0001', 'C0002', 'C0003', 'C0004', 'C0005'] as const;
/** Consent tools a page can have (site/consent/consent-config.ts). */
export const CONSENT_TOOLS = ['embedded', 'onetrust', 'none'] as const;
/** A OneTrust domain (script) id: a UUID, with `-test` for the tool's test script. */
export const CONSENT_DOMAIN_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(-test)?$/i;
/** The production consent tool's script: an https URL. */
export const CONSENT_SCRIPT_URL_PATTERN = /^https:\/\/[^/\s]+\/\S*$/;
/** A tag manager container id. */
export const TAG_MANAGER_ID_PATTERN = /^GTM-[A-Z0-9]+$/;
