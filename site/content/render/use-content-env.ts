import { useSite } from '../../data/use-site.ts';
import type { LinkLocale } from '../links/content-href.ts';

/** The link locale of the page (`at-de`, `nl/nl`) and whether this is a production build. */
export function useContentEnv(): { readonly locale: LinkLocale; readonly production: boolean; readonly language: string } {
  const site = useSite();
  return {
    locale: { prefix: site.locale.path.replace(/^\/+|\/+$/g, '') },
    production: site.runtime.environment === 'production',
    language: site.locale.language,
  };
}
