import type { SliceProps } from '@cycle/engine';
import { lazy, memo, Suspense, type ReactNode } from 'react';
import { brandConfig, brandThemes } from '../config/current-brand.ts';
import type { HeaderData } from '../data/site-data.ts';
import { useSite } from '../data/use-site.ts';
import { useMessages } from '../i18n/use-messages.ts';
import { Icon } from '../components/icon.tsx';
import { LocaleSwitcher } from '../components/locale-switcher.tsx';
import { container } from '../styles/layout.css.ts';
import * as css from './header.css.ts';
// The search form's styles stay in the first stylesheet: the server's form must be styled before its chunk comes
// (with its CSS in the lazy chunk, the unstyled form took the phone header's width until then: a layout shift).
import '../search/header-search.css.ts';
import { useHeaderState } from './use-header-state.ts';

// The search field's combobox is its own chunk, out of the first load: the server renders it in place (the build
// waits for every boundary) and in the browser the server's form (a plain GET form to the search page) stays
// until the chunk, requested as hydration starts, has hydrated it.
const HeaderSearch = lazy(() => import('../search/header-search.tsx').then((m) => ({ default: m.HeaderSearch })));

/**
 * The search field behind its boundary, memoised: a header re-render (its scroll state) before the chunk has
 * come would otherwise make React drop the server's form for the empty fallback until then (a layout shift).
 */
const SearchSlot = memo(function SearchSlot({ action, variant }: { action: string; variant: 'bar' | 'panel' }): ReactNode {
  return (
    <Suspense fallback={null}>
      <HeaderSearch action={action} variant={variant} />
    </Suspense>
  );
});

/** The main sections as a list of links, styled for the desktop bar or the mobile panel. */
function NavList({ links, listClass, linkClass }: { links: HeaderData['links']; listClass: string; linkClass: string }): ReactNode {
  return (
    <ul className={listClass}>
      {links.map((l) => (
        <li key={l.href}>
          <a className={linkClass} href={l.href}>
            {l.label}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** Site header (slice): light or dark by page kind and brand; normal, scrolled and sticky states. */
export function Header({ data }: SliceProps<HeaderData>): ReactNode {
  const site = useSite();
  const { m } = useMessages();
  const state = useHeaderState();
  const themeClass = data.theme === 'dark' ? brandThemes.dark : brandThemes.light;
  const classes = [css.header, themeClass, brandConfig.theme.stickySmall ? css.headerStickySmall : ''].filter(Boolean).join(' ');
  return (
    <header className={classes} data-state={state} data-theme={data.theme}>
      <div className={`${container} ${css.bar}`}>
          <a className={css.logo} href={data.homeHref} aria-label={`${site.brand.name} – ${m.home}`}>
            <span className={css.logoMark} aria-hidden="true" />
            {site.brand.name}
          </a>
          <nav className={css.nav} aria-label={m.mainNavigation}>
            <NavList links={data.links} listClass={css.navList} linkClass={css.navLink} />
          </nav>
          <div className={css.actions}>
            <SearchSlot action={data.searchHref} variant="bar" />
            <a className={css.action} href={data.searchHref}>
              <Icon name="search" />
              <span className={css.actionLabel}>{m.search}</span>
            </a>
            <LocaleSwitcher />
            <a className={css.action} href={data.basketHref}>
              <Icon name="basket" />
              <span className={css.actionLabel}>{m.basket}</span>
            </a>
            <details className={css.mobileMenu}>
              <summary className={`${css.action} ${css.mobileSummary}`} aria-label={m.menu}>
                <Icon name="menu" />
              </summary>
              <nav className={css.mobilePanel} aria-label={m.mainNavigation}>
                <SearchSlot action={data.searchHref} variant="panel" />
                <NavList links={data.links} listClass={css.mobileList} linkClass={css.mobileLink} />
              </nav>
            </details>
          </div>
      </div>
    </header>
  );
}
