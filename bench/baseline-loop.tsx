/**
 * The floor: a bare renderToString loop over the same components and data,
 * one thread, writing index.html per page (what ../shared/bench calls the baseline).
 */
import fs from 'node:fs';
import path from 'node:path';
import { renderToString } from 'react-dom/server';
import * as data from './.work/workload/data.js';
import { headFor } from './.work/workload/head.js';
import { CategoryPage, HomePage, ProductPage } from './.work/workload/components/index.js';

const escape = (s: string): string => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** Renders every page of the workload into `outDir`; returns pages and render-phase milliseconds. */
export function runBaseline(outDir: string): { pages: number; renderMs: number } {
  const started = performance.now();
  const pages = data.allPages();
  const sites = new Map<string, ReturnType<typeof data.readSite>>();
  for (const p of pages) {
    let site = sites.get(p.locale);
    if (!site) sites.set(p.locale, (site = data.readSite(p.locale)));
    const d = p.kind === 'home' ? data.readHome(p.locale) : p.kind === 'category' ? data.readCategory(p.locale, p.slug!) : data.readProduct(p.locale, p.slug!);
    const body =
      p.kind === 'home' ? <HomePage site={site} home={d} /> : p.kind === 'category' ? <CategoryPage site={site} category={d} /> : <ProductPage site={site} product={d} />;
    const head = headFor(p.kind, site, d);
    const html = `<!DOCTYPE html><html lang="${p.locale}"><head><meta charset="utf-8"><title>${escape(head.title)}</title><meta name="description" content="${escape(head.description)}"><link rel="canonical" href="${head.canonical}"></head><body>${renderToString(body)}</body></html>`;
    const dir = path.join(outDir, p.path);
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'index.html'), html);
  }
  return { pages: pages.length, renderMs: performance.now() - started };
}
