import { Slice } from '@cycle/engine/react';
import type { PageProps } from '@cycle/engine';
import type { ReactNode } from 'react';
import { brandThemes } from '../config/current-brand.ts';
import { useMessages } from '../i18n/use-messages.ts';
import { NavigationProgress } from './navigation-progress.tsx';
import { SiteRuntimeProvider } from '../runtime/site-runtime-provider.tsx';
import * as css from '../styles/layout.css.ts';
import '../styles/global.css.ts';

/** Wraps every page: skip link, header slice, main landmark, footer slice, in the brand's light theme. */
export function Layout({ children, page }: { children: ReactNode; page: PageProps }): ReactNode {
  const { m } = useMessages();
  return (
    <div className={`${brandThemes.light} ${css.page}`}>
      <NavigationProgress />
      <a className={css.skipLink} href="#main">{m.skipToContent}</a>
      <Slice slot="header" />
      <main id="main" className={css.main}>
        <SiteRuntimeProvider page={page}>{children}</SiteRuntimeProvider>
      </main>
      <Slice slot="footer" />
    </div>
  );
}
