/**
 * Preloaded after tsx (`--import tsx --import scripts/packages-as-is.ts`) into the local services' processes
 * (scripts/service-process.ts): the installed packages' ES modules load as Node loads them, not rewritten
 * and source-mapped by tsx (`loadPackagesAsIs` in scripts/plain-bundle-loader.ts says what that cost).
 */
import path from 'node:path';
import { loadPackagesAsIs } from './plain-bundle-loader.ts';

loadPackagesAsIs(path.join(import.meta.dirname, '..', 'node_modules'));
