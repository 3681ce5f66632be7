import type { OptionDef } from '../http/context.ts';
import { basketCoreOptions } from './core-options.ts';
import { basketCheckoutOptions } from './checkout-options.ts';

/** Basket options: lines, card and status (catalogue feature) and billing and uDollar (checkout feature). */
export const basketOptions: OptionDef[] = [...basketCoreOptions, ...basketCheckoutOptions];
