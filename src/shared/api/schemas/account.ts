import type { z } from 'zod';

/** Payload schemas of the account group, keyed by option (filled in by the feature that owns the group). */
export const accountSchemas = {} satisfies Record<string, z.ZodType>;
