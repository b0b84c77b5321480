import { useStaticQuery } from '@cycle/engine/react';
import type { SiteData } from './site-data.ts';

/** The current locale's site data (static query `site`). */
export function useSite(): SiteData {
  return useStaticQuery<SiteData>('site');
}
