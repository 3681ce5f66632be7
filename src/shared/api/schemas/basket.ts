import type { z } from 'zod';

/** Payload schemas of the basket group, keyed by option (filled in by the feature that owns the group). */
export const basketSchemas = {} satisfies Record<string, z.ZodType>;
