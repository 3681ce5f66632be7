import type { z } from 'zod';

/** Payload schemas of the order group, keyed by option (filled in by the feature that owns the group). */
export const orderSchemas = {} satisfies Record<string, z.ZodType>;
