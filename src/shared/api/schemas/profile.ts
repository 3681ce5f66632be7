import type { z } from 'zod';

/** Payload schemas of the profile group, keyed by option (filled in by the feature that owns the group). */
export const profileSchemas = {} satisfies Record<string, z.ZodType>;
