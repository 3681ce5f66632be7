import type { z } from 'zod';

/** Payload schemas of the frontend group, keyed by option (filled in by the feature that owns the group). */
export const frontendSchemas = {} satisfies Record<string, z.ZodType>;
