/**
 * The header's search field: a WAI-ARIA combobox (list autocomplete) suggesting products with picture and
 * price while typing. ArrowDown/ArrowUp move through the options, Enter opens the chosen product or, with
 * none chosen, the search page with the words; Escape closes the list (a second Escape clears the field).
 * Without JavaScript it is a GET form to the search page. The engine and the index load on first focus.
 */
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { formatPrice } from '../commerce/browser/format-price.ts';
import { useSite } from '../data/use-site.ts';
import { useMessages } from '../i18n/use-messages.ts';
import { visuallyHidden } from '../styles/layout.css.ts';
import * as css from './header-search.css.ts';
import type { SearchEngine } from './search-engine.ts';
import type { SearchProduct } from './search-types.ts';

/** Products suggested at most. */
export const SUGGESTION_LIMIT = 6;

/**
 * Opens a path as a link click would: the engine's link handling makes it a client navigation (without it,
 * the browser follows the link).
 */
function follow(near: Element, href: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.hidden = true;
  near.append(link);
  link.click();
  link.remove();
}

export interface HeaderSearchProps {
  /** The locale's search page. */
  readonly action: string;
  /** `bar`: in the header bar from the lg breakpoint; `panel`: in the mobile menu. */
  readonly variant: 'bar' | 'panel';
}

export function HeaderSearch({ action, variant }: HeaderSearchProps): ReactNode {
  const { m, t } = useMessages();
  const site = useSite();
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [engine, setEngine] = useState<SearchEngine | null>(null);
  const [value, setValue] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const wanted = useRef(false);

  // First focus: the engine chunk and the locale's index (nothing of search loads before).
  const load = (): void => {
    if (wanted.current || site.searchIndex === undefined) return;
    wanted.current = true;
    void import('./load-search-engine.ts')
      .then((mod) => mod.loadSearchEngine(site.searchIndex as string))
      .then((result) => {
        if (result.ok) setEngine(result.value);
        else wanted.current = false;
      }, () => {
        wanted.current = false;
      });
  };

  const products: readonly SearchProduct[] = engine === null ? [] : engine.suggest(value, SUGGESTION_LIMIT);
  // The last option opens the search page with the words.
  const count = value.trim() === '' ? 0 : products.length + 1;
  const expanded = open && count > 0;
  const optionId = (i: number): string => `${id}-option-${i}`;
  const searchHref = `${action}?${new URLSearchParams({ q: value.trim() }).toString()}`;
  const hrefOf = (i: number): string => (i < products.length ? (products[i] as SearchProduct).tile.href : searchHref);

  const choose = (i: number): void => {
    setOpen(false);
    setActive(-1);
    if (form.current !== null) follow(form.current, hrefOf(i));
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>): void => {
    switch (e.key) {
      case 'ArrowDown':
        e.preventDefault();
        if (count === 0) return;
        setOpen(true);
        setActive((a) => (!expanded ? 0 : (a + 1) % count));
        return;
      case 'ArrowUp':
        e.preventDefault();
        if (count === 0) return;
        setOpen(true);
        setActive((a) => (!expanded || a <= 0 ? count - 1 : a - 1));
        return;
      case 'Enter':
        if (value.trim() === '') return;
        e.preventDefault();
        choose(expanded && active >= 0 ? active : count - 1);
        return;
      case 'Escape':
        if (expanded) {
          e.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (value !== '') {
          e.preventDefault();
          setValue('');
        }
        return;
      default:
    }
  };

  const settings = engine?.file.commerce ?? null;
  return (
    <form ref={form} role="search" action={action} method="get" className={variant === 'bar' ? css.bar : css.panel} data-header-search={variant}
      onSubmit={(e) => {
        e.preventDefault();
        if (value.trim() !== '') choose(count - 1);
      }}>
      <label htmlFor={`${id}-input`} className={visuallyHidden}>{m.searchLabel}</label>
      <input
        id={`${id}-input`}
        className={css.input}
        // A text input: the combobox role is not allowed on type=search (HTML-ARIA); the keyboard still says search.
        type="text"
        enterKeyHint="search"
        name="q"
        placeholder={m.searchPlaceholder}
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={`${id}-listbox`}
        {...(expanded && active >= 0 ? { 'aria-activedescendant': optionId(active) } : {})}
        value={value}
        onFocus={() => {
          load();
          setOpen(true);
        }}
        onChange={(e) => {
          load();
          setValue(e.target.value);
          setActive(-1);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <ul id={`${id}-listbox`} role="listbox" aria-label={m.searchSuggestions} className={css.listbox} hidden={!expanded}>
        {expanded ? products.map((p, i) => {
          const price = settings === null ? null : formatPrice(p.tile.price, settings);
          return (
            <li key={p.tile.id} id={optionId(i)} role="option" aria-selected={active === i} className={css.option}
              onMouseDown={(e) => e.preventDefault()} onClick={() => choose(i)} data-suggestion={p.tile.sku}>
              {p.tile.image ? <img className={css.thumb} src={p.tile.image.thumb} alt="" width={64} height={40} loading="lazy" /> : <span className={css.thumb} />}
              <span>
                <span className={css.name}>{p.tile.name}</span>
                {price === null ? null : <span className={css.price}>{t('shopFrom', { price })}</span>}
              </span>
            </li>
          );
        }) : null}
        {expanded ? (
          <li id={optionId(count - 1)} role="option" aria-selected={active === count - 1} className={css.optionAll}
            onMouseDown={(e) => e.preventDefault()} onClick={() => choose(count - 1)} data-suggestion-all>
            {t('searchShowAll', { query: value.trim() })}
          </li>
        ) : null}
      </ul>
      <p role="status" aria-live="polite" className={visuallyHidden}>{expanded ? t('searchSuggestionCount', { count: products.length }) : ''}</p>
    </form>
  );
}
