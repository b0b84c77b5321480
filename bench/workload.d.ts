// Types for the shared benchmark workload (plain JS in ../shared/bench/workload).
declare module '*/workload/data.js' {
  export function readManifest(): { locales: string[]; pagesTotal: number };
  export function readSite(locale: string): Record<string, unknown> & { locale: string; brand: string };
  export function readIndex(locale: string): { categories: string[]; products: string[] };
  export function readHome(locale: string): Record<string, unknown>;
  export function readCategory(locale: string, slug: string): Record<string, unknown>;
  export function readProduct(locale: string, slug: string): Record<string, unknown>;
  export function allPages(): { kind: 'home' | 'category' | 'product'; locale: string; slug: string | null; path: string }[];
}
declare module '*/workload/head.js' {
  export function headFor(kind: string, site: unknown, data: unknown): { title: string; description: string; canonical: string };
}
declare module '*/workload/components/index.js' {
  import type { ComponentType } from 'react';
  export const HomePage: ComponentType<{ site: unknown; home: unknown }>;
  export const CategoryPage: ComponentType<{ site: unknown; category: unknown }>;
  export const ProductPage: ComponentType<{ site: unknown; product: unknown; picker?: unknown }>;
}
