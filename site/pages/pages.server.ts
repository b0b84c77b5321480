import type { PageProps } from '@cycle/engine';
import type { ComponentType } from 'react';
import { byChunkName } from './page-modules.ts';

/** Page components by chunk name, for the server render. */
export const pages: Record<string, ComponentType<PageProps<never>>> = Object.fromEntries(
  Object.entries(byChunkName(import.meta.glob<{ default: ComponentType<PageProps<never>> }>('./*/*-page.tsx', { eager: true }))).map(([k, m]) => [k, m.default]),
);
