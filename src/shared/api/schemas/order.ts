import type { z } from 'zod';
import { orderLifecycleSchemas } from './order-lifecycle.ts';
import { orderCheckoutSchemas } from './order-checkout.ts';
import { orderDeliverySchemas } from './order-delivery.ts';
import { orderReplySchemas } from './order-reply.ts';
import { orderSwapSchemas } from './order-swap.ts';

/** Payload schemas of the order group, keyed by option (filled in by the feature that owns the group). */
export const orderSchemas = {
  ...orderCheckoutSchemas,
  ...orderLifecycleSchemas,
  ...orderDeliverySchemas,
  ...orderReplySchemas,
  ...orderSwapSchemas,
} satisfies Record<string, z.ZodType>;
