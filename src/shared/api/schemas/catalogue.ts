import type { z } from 'zod';

/** Payload schemas of the catalogue group, keyed by option (filled in by the feature that owns the group). */
export const catalogueSchemas = {} satisfies Record<string, z.ZodType>;
