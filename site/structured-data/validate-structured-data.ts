/**
 * Checks JSON-LD against what Google's rich results need (required properties per type, value forms):
 * Product and ProductGroup (name; an Offer; variants), Offer (numeric price, ISO 4217 currency, schema.org
 * availability, absolute URL), BreadcrumbList and ItemList (ListItems numbered from 1), Organization (name,
 * URL, logo, sameAs URLs) and LocalBusiness with its subtypes (name, PostalAddress, GeoCoordinates).
 * Unknown types are refused: a page says only what this checker can vouch for.
 */

/** One thing wrong with a block: where (`ProductGroup.hasVariant[2].offers.price`) and what. */
export interface StructuredDataProblem {
  readonly path: string;
  readonly message: string;
}

type Node = Readonly<Record<string, unknown>>;
type Check = (node: Node, at: string, out: StructuredDataProblem[]) => void;

const AVAILABILITY = new Set(
  ['BackOrder', 'Discontinued', 'InStock', 'InStoreOnly', 'LimitedAvailability', 'MadeToOrder', 'OnlineOnly', 'OutOfStock', 'PreOrder', 'PreSale', 'Reserved', 'SoldOut'].map((a) => `https://schema.org/${a}`),
);
const ITEM_CONDITION = new Set(['DamagedCondition', 'NewCondition', 'RefurbishedCondition', 'UsedCondition'].map((c) => `https://schema.org/${c}`));
const VARIES_BY = new Set(['color', 'size', 'material', 'pattern', 'suggestedAge', 'suggestedGender'].map((p) => `https://schema.org/${p}`));
const CURRENCIES = new Set(Intl.supportedValuesOf('currency'));
const LOCAL_BUSINESS_TYPES = new Set(['LocalBusiness', 'Store', 'BikeStore', 'SportingGoodsStore', 'AutoRepair']);
const DAYS = new Set(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((d) => `https://schema.org/${d}`));
const PRICE = /^\d+(?:\.\d+)?$/;
const TIME = /^(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d)?$/;

const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);
const show = (v: unknown): string => (v === undefined ? 'missing' : JSON.stringify(v));

function problem(out: StructuredDataProblem[], path: string, message: string): void {
  out.push({ path, message });
}

function text(node: Node, key: string, at: string, out: StructuredDataProblem[], required = true): void {
  const v = node[key];
  if (v === undefined && !required) return;
  if (typeof v !== 'string' || v.trim() === '') problem(out, `${at}.${key}`, `must be a non-empty text (is ${show(v)})`);
}

function isUrl(v: unknown): boolean {
  if (typeof v !== 'string') return false;
  try {
    const parsed = new URL(v);
    return (parsed.protocol === 'https:' || parsed.protocol === 'http:') && !/\s/.test(v);
  } catch {
    return false;
  }
}

function url(node: Node, key: string, at: string, out: StructuredDataProblem[], required = true): void {
  const v = node[key];
  if (v === undefined && !required) return;
  if (!isUrl(v)) problem(out, `${at}.${key}`, `must be an absolute http(s) URL (is ${show(v)})`);
}

/** One node or a non-empty list of them, each checked as `type`. */
function nodes(node: Node, key: string, at: string, out: StructuredDataProblem[], types: readonly string[], required = true): void {
  const v = node[key];
  if (v === undefined) {
    if (required) problem(out, `${at}.${key}`, `is required (${types.join(' or ')})`);
    return;
  }
  const list = Array.isArray(v) ? v : [v];
  if (list.length === 0) problem(out, `${at}.${key}`, `must not be empty (${types.join(' or ')})`);
  list.forEach((item, i) => checkNode(item, Array.isArray(v) ? `${at}.${key}[${i}]` : `${at}.${key}`, out, types));
}

function urls(node: Node, key: string, at: string, out: StructuredDataProblem[]): void {
  const v = node[key];
  if (v === undefined) return;
  const list = Array.isArray(v) ? v : [v];
  if (list.length === 0) problem(out, `${at}.${key}`, 'must not be empty');
  list.forEach((u, i) => {
    if (!isUrl(u)) problem(out, Array.isArray(v) ? `${at}.${key}[${i}]` : `${at}.${key}`, `must be an absolute http(s) URL (is ${show(u)})`);
  });
}

const offer: Check = (n, at, out) => {
  const price = n['price'];
  if (!((typeof price === 'number' && Number.isFinite(price) && price >= 0) || (typeof price === 'string' && PRICE.test(price)))) {
    problem(out, `${at}.price`, `must be a number or a numeric string with a dot, no currency sign (is ${show(price)})`);
  }
  const currency = n['priceCurrency'];
  if (typeof currency !== 'string' || !CURRENCIES.has(currency)) problem(out, `${at}.priceCurrency`, `must be an ISO 4217 currency code such as EUR (is ${show(currency)})`);
  const availability = n['availability'];
  if (availability !== undefined && (typeof availability !== 'string' || !AVAILABILITY.has(availability))) {
    problem(out, `${at}.availability`, `must be a schema.org ItemAvailability URL such as https://schema.org/InStock (is ${show(availability)})`);
  }
  const condition = n['itemCondition'];
  if (condition !== undefined && (typeof condition !== 'string' || !ITEM_CONDITION.has(condition))) {
    problem(out, `${at}.itemCondition`, `must be a schema.org OfferItemCondition URL (is ${show(condition)})`);
  }
  url(n, 'url', at, out, false);
};

const product: Check = (n, at, out) => {
  text(n, 'name', at, out);
  text(n, 'sku', at, out, false);
  text(n, 'color', at, out, false);
  text(n, 'size', at, out, false);
  text(n, 'description', at, out, false);
  url(n, 'url', at, out, false);
  urls(n, 'image', at, out);
  if (n['brand'] !== undefined) checkNode(n['brand'], `${at}.brand`, out, ['Brand', 'Organization']);
  // Google: a Product needs one of offers, review or aggregateRating; ours always sell, so offers.
  nodes(n, 'offers', at, out, ['Offer', 'AggregateOffer']);
  if (n['aggregateRating'] !== undefined) checkNode(n['aggregateRating'], `${at}.aggregateRating`, out, ['AggregateRating']);
};

const productGroup: Check = (n, at, out) => {
  text(n, 'name', at, out);
  text(n, 'productGroupID', at, out, false);
  url(n, 'url', at, out, false);
  urls(n, 'image', at, out);
  if (n['brand'] !== undefined) checkNode(n['brand'], `${at}.brand`, out, ['Brand', 'Organization']);
  if (n['aggregateRating'] !== undefined) checkNode(n['aggregateRating'], `${at}.aggregateRating`, out, ['AggregateRating']);
  const variesBy = n['variesBy'];
  const properties: string[] = [];
  if (variesBy !== undefined) {
    (Array.isArray(variesBy) ? variesBy : [variesBy]).forEach((v, i) => {
      if (typeof v !== 'string' || !VARIES_BY.has(v)) problem(out, `${at}.variesBy[${i}]`, `must be one of ${[...VARIES_BY].join(', ')} (is ${show(v)})`);
      else properties.push(v.slice('https://schema.org/'.length));
    });
  }
  const variants = n['hasVariant'];
  if (!Array.isArray(variants) || variants.length === 0) {
    problem(out, `${at}.hasVariant`, 'must list the variants (Products)');
    return;
  }
  const skus = new Set<unknown>();
  variants.forEach((v, i) => {
    const path = `${at}.hasVariant[${i}]`;
    checkNode(v, path, out, ['Product']);
    if (!isNode(v)) return;
    for (const p of properties) if (v[p] === undefined) problem(out, `${path}.${p}`, `is required: the group varies by ${p}`);
    if (v['sku'] !== undefined && skus.has(v['sku'])) problem(out, `${path}.sku`, `repeats ${show(v['sku'])}: each variant has its own`);
    skus.add(v['sku']);
  });
};

/** ListItems numbered 1, 2, 3… `needs` names what each must have besides its position. */
function listItems(n: Node, at: string, out: StructuredDataProblem[], needs: 'breadcrumb' | 'list'): void {
  const items = n['itemListElement'];
  if (!Array.isArray(items) || items.length === 0) {
    problem(out, `${at}.itemListElement`, 'must be a non-empty list of ListItems');
    return;
  }
  items.forEach((item, i) => {
    const path = `${at}.itemListElement[${i}]`;
    if (!isNode(item) || item['@type'] !== 'ListItem') {
      problem(out, `${path}.@type`, `must be ListItem (is ${show(isNode(item) ? item['@type'] : item)})`);
      return;
    }
    if (item['position'] !== i + 1) problem(out, `${path}.position`, `must be ${i + 1}: positions count from 1 in order (is ${show(item['position'])})`);
    if (needs === 'breadcrumb') {
      text(item, 'name', path, out);
      // Google: the last crumb may leave out its URL, every other needs one.
      url(item, 'item', path, out, i !== items.length - 1);
    } else if (item['url'] !== undefined || item['item'] === undefined) {
      url(item, 'url', path, out);
    } else {
      checkNode(item['item'], `${path}.item`, out, ['Product', 'ProductGroup', 'Thing']);
    }
  });
}

const organization: Check = (n, at, out) => {
  text(n, 'name', at, out);
  url(n, 'url', at, out);
  url(n, 'logo', at, out, false);
  urls(n, 'sameAs', at, out);
};

// Google requires the address, and recommends its parts: each present part non-empty, at least a street, town or postcode.
const postalAddress: Check = (n, at, out) => {
  for (const key of ['streetAddress', 'addressLocality', 'postalCode', 'addressRegion']) text(n, key, at, out, false);
  if (n['streetAddress'] === undefined && n['addressLocality'] === undefined && n['postalCode'] === undefined) problem(out, at, 'needs a streetAddress, addressLocality or postalCode');
  const country = n['addressCountry'];
  if (country !== undefined && (typeof country !== 'string' || !/^[A-Z]{2}$/.test(country))) problem(out, `${at}.addressCountry`, `must be an ISO 3166-1 alpha-2 code such as NL (is ${show(country)})`);
};

const geo: Check = (n, at, out) => {
  for (const [key, limit] of [['latitude', 90], ['longitude', 180]] as const) {
    const v = typeof n[key] === 'string' ? Number(n[key]) : n[key];
    if (typeof v !== 'number' || !Number.isFinite(v) || Math.abs(v) > limit) problem(out, `${at}.${key}`, `must be a number from -${limit} to ${limit} (is ${show(n[key])})`);
  }
};

const openingHours: Check = (n, at, out) => {
  const days = n['dayOfWeek'];
  const list = Array.isArray(days) ? days : [days];
  list.forEach((d, i) => {
    if (typeof d !== 'string' || !DAYS.has(d)) problem(out, `${at}.dayOfWeek${Array.isArray(days) ? `[${i}]` : ''}`, `must be a schema.org day such as https://schema.org/Monday (is ${show(d)})`);
  });
  for (const key of ['opens', 'closes']) {
    if (typeof n[key] !== 'string' || !TIME.test(n[key])) problem(out, `${at}.${key}`, `must be a time hh:mm (is ${show(n[key])})`);
  }
};

const localBusiness: Check = (n, at, out) => {
  text(n, 'name', at, out);
  nodes(n, 'address', at, out, ['PostalAddress']);
  nodes(n, 'geo', at, out, ['GeoCoordinates']);
  url(n, 'url', at, out, false);
  urls(n, 'image', at, out);
  text(n, 'telephone', at, out, false);
  if (n['openingHoursSpecification'] !== undefined) nodes(n, 'openingHoursSpecification', at, out, ['OpeningHoursSpecification']);
};

const CHECKS: Readonly<Record<string, Check>> = {
  Product: product,
  ProductGroup: productGroup,
  Offer: offer,
  AggregateOffer: (n, at, out) => {
    for (const key of ['lowPrice', 'highPrice']) if (n[key] !== undefined && !(typeof n[key] === 'number' || (typeof n[key] === 'string' && PRICE.test(n[key])))) problem(out, `${at}.${key}`, `must be numeric (is ${show(n[key])})`);
    if (n['lowPrice'] === undefined) problem(out, `${at}.lowPrice`, 'is required');
    const currency = n['priceCurrency'];
    if (typeof currency !== 'string' || !CURRENCIES.has(currency)) problem(out, `${at}.priceCurrency`, `must be an ISO 4217 currency code such as EUR (is ${show(currency)})`);
  },
  Brand: (n, at, out) => text(n, 'name', at, out),
  // Google's review snippet: a rating within the scale (1–5 unless said otherwise) and at least one review.
  AggregateRating: (n, at, out) => {
    const best = typeof n['bestRating'] === 'number' ? n['bestRating'] : 5;
    const worst = typeof n['worstRating'] === 'number' ? n['worstRating'] : 1;
    const value = n['ratingValue'];
    if (typeof value !== 'number' || value < worst || value > best) problem(out, `${at}.ratingValue`, `must be a number from ${worst} to ${best} (is ${show(value)})`);
    const count = n['reviewCount'] ?? n['ratingCount'];
    if (typeof count !== 'number' || !Number.isInteger(count) || count < 1) problem(out, `${at}.reviewCount`, `must be a whole number of at least 1 (is ${show(count)})`);
  },
  BreadcrumbList: (n, at, out) => listItems(n, at, out, 'breadcrumb'),
  ItemList: (n, at, out) => listItems(n, at, out, 'list'),
  Organization: organization,
  PostalAddress: postalAddress,
  GeoCoordinates: geo,
  OpeningHoursSpecification: openingHours,
  Thing: (n, at, out) => url(n, 'url', at, out),
  ...Object.fromEntries([...LOCAL_BUSINESS_TYPES].map((t) => [t, localBusiness])),
};

/** Checks `value` as a node of one of `types` (a subtype counts as its type for LocalBusiness). */
function checkNode(value: unknown, at: string, out: StructuredDataProblem[], types: readonly string[]): void {
  if (!isNode(value)) {
    problem(out, at, `must be an object of type ${types.join(' or ')} (is ${show(value)})`);
    return;
  }
  const type = value['@type'];
  const allowed = types.includes(String(type)) || (types.includes('Thing') && typeof type === 'string' && type in CHECKS);
  if (typeof type !== 'string' || !allowed) {
    problem(out, `${at}.@type`, `must be ${types.join(' or ')} (is ${show(type)})`);
    return;
  }
  CHECKS[type]?.(value, at, out);
}

/** Top-level types a page may carry. */
export const TOP_LEVEL_TYPES: readonly string[] = ['Product', 'ProductGroup', 'BreadcrumbList', 'ItemList', 'Organization', ...LOCAL_BUSINESS_TYPES];

/**
 * The problems of one parsed JSON-LD block (an object, a list of them, or an `@graph`), each with the path
 * of the property (`ProductGroup.hasVariant[0].offers.priceCurrency`); empty when valid.
 */
export function validateStructuredData(value: unknown): readonly StructuredDataProblem[] {
  const out: StructuredDataProblem[] = [];
  const roots = Array.isArray(value) ? value : isNode(value) && Array.isArray(value['@graph']) ? value['@graph'] : [value];
  if (roots.length === 0) problem(out, '(block)', 'holds no node');
  roots.forEach((root, i) => {
    if (!isNode(root)) {
      problem(out, `(block)[${i}]`, `must be an object (is ${show(root)})`);
      return;
    }
    const context = isNode(value) && !Array.isArray(value) ? (value['@context'] ?? root['@context']) : root['@context'];
    const name = typeof root['@type'] === 'string' ? root['@type'] : `(block)[${i}]`;
    if (context !== 'https://schema.org' && context !== 'http://schema.org' && context !== 'https://schema.org/') problem(out, `${name}.@context`, `must be https://schema.org (is ${show(context)})`);
    const at = typeof root['@type'] === 'string' ? root['@type'] : `(block)[${i}]`;
    if (typeof root['@type'] !== 'string' || !TOP_LEVEL_TYPES.includes(root['@type'])) {
      problem(out, `${at}.@type`, `must be one of ${TOP_LEVEL_TYPES.join(', ')} (is ${show(root['@type'])})`);
      return;
    }
    checkNode(root, at, out, [root['@type']]);
  });
  return out;
}

/** A `<script type="application/ld+json">` element; its contents are the first group. */
const JSON_LD_SCRIPT = /<script\b[^>]*\btype\s*=\s*["']?application\/ld\+json["']?[^>]*>([\s\S]*?)<\/script\s*>/dgi;

/** The `<script type="application/ld+json">` contents of an HTML document, in order. */
export function jsonLdScripts(html: string): string[] {
  const found: string[] = [];
  for (const match of html.matchAll(JSON_LD_SCRIPT)) found.push(match[1] ?? '');
  return found;
}

/**
 * The same blocks of a UTF-8 HTML document given as bytes, without decoding the whole document (decoding was most
 * of the build's check: 155 MB of winora's pages for 10 MB of JSON-LD). The tags are found in the bytes read as
 * Latin-1, one character per byte, so a match's indices are byte offsets; the bytes of UTF-8's multi-byte
 * characters are all above 0x7F and never read as the ASCII the pattern looks for. Only each block's contents are
 * decoded, as UTF-8. (A no-break space inside the tag itself, which no renderer writes, is not read as a space.)
 */
export function jsonLdScriptsInBytes(bytes: Buffer): string[] {
  const found: string[] = [];
  for (const match of bytes.toString('latin1').matchAll(JSON_LD_SCRIPT)) {
    const [start, end] = match.indices?.[1] ?? [0, 0];
    found.push(bytes.toString('utf8', start, end));
  }
  return found;
}

/** One JSON-LD block's problems (a block that is not JSON is one), with its value when it is JSON. */
export function checkJsonLdBlock(source: string, index: number): { readonly value?: unknown; readonly problems: readonly StructuredDataProblem[] } {
  let value: unknown;
  try {
    value = JSON.parse(source);
  } catch (error) {
    return { problems: [{ path: `(block ${index + 1})`, message: `is not JSON: ${error instanceof Error ? error.message : String(error)}` }] };
  }
  return { value, problems: validateStructuredData(value).map((p) => ({ path: `(block ${index + 1}) ${p.path}`, message: p.message })) };
}

/** Every problem of a page's JSON-LD blocks (a block that is not JSON is one). */
export function validatePageStructuredData(html: string): readonly StructuredDataProblem[] {
  return jsonLdScripts(html).flatMap((source, i) => checkJsonLdBlock(source, i).problems);
}

/** A page's problems as lines naming the page and each property. */
export function formatStructuredDataProblems(page: string, problems: readonly StructuredDataProblem[]): string[] {
  return problems.map((p) => `${page}: structured data ${p.path} ${p.message}`);
}
