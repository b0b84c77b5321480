import type { ComponentType } from 'react';
import { byChunkName } from './page-modules.ts';

/** Page chunks by name, loaded on demand in the browser (each is its own chunk). */
export const pageLoaders: Record<string, () => Promise<{ default: ComponentType<never> }>> = byChunkName(
  import.meta.glob<{ default: ComponentType<never> }>('./*/*-page.tsx'),
);
