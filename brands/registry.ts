import { brandConfig as raleigh } from './raleigh/brand.config.ts';
import { brandConfig as lapierre } from './lapierre/brand.config.ts';
import { brandConfig as sparta } from './sparta/brand.config.ts';
import { brandConfig as xlc } from './xlc/brand.config.ts';
import { brandConfig as ghost } from './ghost/brand.config.ts';
import { brandConfig as winora } from './winora/brand.config.ts';
import { brandConfig as haibike } from './haibike/brand.config.ts';
import { brandConfig as whitelabel } from './whitelabel/brand.config.ts';

/** Every brand's raw configuration by id (data only; validated by resolveBrandConfig). */
export const brandConfigs = { raleigh, lapierre, sparta, xlc, ghost, winora, haibike, whitelabel } as const;
