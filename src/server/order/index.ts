import type { OptionDef } from '../http/context.ts';
import { orderLifecycleOptions } from './lifecycle-options.ts';
import { orderReplyOptions } from './reply-options.ts';
import { orderDeliveryOptions } from './delivery-options.ts';
import { orderSwapOptions } from './swap-options.ts';

/**
 * Order options of the orders feature: lists, details, send, cancel, redeem. Reserve, pay and the cashier (the order
 * group's checkout options) live with the payment they start, in src/server/payment/order-checkout-options.ts.
 */
export const orderOptions: OptionDef[] = [...orderLifecycleOptions, ...orderReplyOptions, ...orderDeliveryOptions, ...orderSwapOptions];
