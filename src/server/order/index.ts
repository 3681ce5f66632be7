import type { OptionDef } from '../http/context.ts';
import { orderCheckoutOptions } from './checkout-options.ts';
import { orderLifecycleOptions } from './lifecycle-options.ts';

/** Order options: reserve, pay, cashier (checkout feature) and lists, details, send, cancel, redeem (orders feature). */
export const orderOptions: OptionDef[] = [...orderCheckoutOptions, ...orderLifecycleOptions];
