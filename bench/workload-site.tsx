/**
 * The shared benchmark catalogue (../shared/bench) as an engine site: the
 * same components and data every peer rendered. Site data (navigation,
 * footer) is a locale-scoped static query, so page data holds only the page.
 */
import { defineSite, type PageProps, type PageRoute } from '@cycle/engine';
import { useStaticQuery } from '@cycle/engine/react';
import type { ReactNode } from 'react';
import * as data from './.work/workload/data.js';
import { headFor } from './.work/workload/head.js';
import { CategoryPage, HomePage, ProductPage } from './.work/workload/components/index.js';

type Site = ReturnType<typeof data.readSite>;
const siteOf = (): Site => useStaticQuery<Site>('site');

function Home({ data: home }: PageProps<unknown>): ReactNode {
  return <HomePage site={siteOf()} home={home} />;
}
function Category({ data: category }: PageProps<unknown>): ReactNode {
  return <CategoryPage site={siteOf()} category={category} />;
}
function Product({ data: product }: PageProps<unknown>): ReactNode {
  return <ProductPage site={siteOf()} product={product} />;
}

const KIND_COMPONENT = { home: 'home', category: 'category', product: 'product' } as const;

export const site = defineSite({
  origin: 'https://bench-bikes.test',
  async crawl() {
    return data.allPages().map(
      (p): PageRoute => ({
        path: p.path,
        component: KIND_COMPONENT[p.kind],
        kind: p.kind,
        lang: p.locale.replace(/^(\w+)-(\w+)$/, (_m, c: string, l: string) => `${l}-${c.toUpperCase()}`),
        locale: p.locale,
        context: { locale: p.locale, slug: p.slug },
        staticQueries: [{ name: 'site', scope: p.locale }],
      }),
    );
  },
  async loadStaticQuery(ref) {
    return data.readSite(ref.scope) as never;
  },
  async loadPage(route) {
    const locale = route.context!.locale as string;
    const slug = route.context!.slug as string;
    const kind = route.kind as 'home' | 'category' | 'product';
    const page = kind === 'home' ? data.readHome(locale) : kind === 'category' ? data.readCategory(locale, slug) : data.readProduct(locale, slug);
    const head = headFor(kind, siteCache(locale), page);
    return { data: page as never, head: { title: head.title, description: head.description } };
  },
  pages: { home: Home, category: Category, product: Product } as never,
});

const sites = new Map<string, Site>();
function siteCache(locale: string): Site {
  let s = sites.get(locale);
  if (!s) {
    s = data.readSite(locale);
    sites.set(locale, s);
  }
  return s;
}
