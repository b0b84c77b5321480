import { DEFERRED_CSS_ATTRIBUTE } from '../../shared/deferred-css.ts';

/**
 * Applies the whole stylesheets the document links as `media="print"` (`DEFERRED_CSS_ATTRIBUTE`): the page inlines
 * only the rules its server-rendered HTML uses, so the rest (a menu opened, a state a click sets, the next page of a
 * client navigation) comes from these. Each applies once it has loaded, never before: an unloaded sheet switched to
 * the screen would hold rendering. Settles when every one has loaded or failed (a failed one stays for print, and
 * the inline rules still style the page).
 *
 * The sheet's `@font-face` rules are taken out before it applies: the inline part declared the same fonts, and a
 * second declaration is a new font that `font-display: optional` would show once its file is cached, after the first
 * paint, moving the text under the reader (a layout shift that the first declaration's rule is there to prevent).
 */
export function applyDeferredStylesheets(doc: Document): Promise<void> {
  const links = [...doc.querySelectorAll<HTMLLinkElement>(`link[${DEFERRED_CSS_ATTRIBUTE}]`)];
  return Promise.all(
    links.map(
      (link) =>
        new Promise<void>((done) => {
          const apply = (): void => {
            if (link.sheet) withoutFontFaces(link.sheet);
            link.media = 'all';
            link.removeAttribute(DEFERRED_CSS_ATTRIBUTE);
            done();
          };
          // Loaded already (from the cache, or before this script ran).
          if (link.sheet) apply();
          else {
            link.addEventListener('load', apply, { once: true });
            link.addEventListener('error', () => done(), { once: true });
          }
        }),
    ),
  ).then(() => undefined);
}

/** CSSRule.FONT_FACE_RULE: the rule type of `@font-face`. */
const FONT_FACE_RULE = 5;

function withoutFontFaces(sheet: CSSStyleSheet): void {
  let rules: CSSRuleList;
  try {
    rules = sheet.cssRules;
  } catch {
    // A sheet from another origin cannot be read (CORS); it applies as it is.
    return;
  }
  for (let i = rules.length - 1; i >= 0; i -= 1) if (rules[i]?.type === FONT_FACE_RULE) sheet.deleteRule(i);
}
