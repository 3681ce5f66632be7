import type { z } from 'zod';

/** Payload schemas of the evoucher group, keyed by option (filled in by the feature that owns the group). */
export const evoucherSchemas = {} satisfies Record<string, z.ZodType>;
