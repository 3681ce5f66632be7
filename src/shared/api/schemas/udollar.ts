import type { z } from 'zod';

/** Payload schemas of the udollar group, keyed by option (filled in by the feature that owns the group). */
export const udollarSchemas = {} satisfies Record<string, z.ZodType>;
