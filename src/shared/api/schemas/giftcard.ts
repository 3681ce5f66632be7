import type { z } from 'zod';

/** Payload schemas of the giftcard group, keyed by option (filled in by the feature that owns the group). */
export const giftcardSchemas = {} satisfies Record<string, z.ZodType>;
