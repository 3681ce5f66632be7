import type { OptionDef } from '../http/context.ts';
import { basketLineOptions } from './line-options.ts';
import { basketDetailOptions } from './detail-options.ts';

/** Basket options: lines, card and status (line-options.ts); the priced detail, removals, billing and uDollar (detail-options.ts). */
export const basketOptions: OptionDef[] = [...basketLineOptions, ...basketDetailOptions];
