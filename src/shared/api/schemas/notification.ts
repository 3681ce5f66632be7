import type { z } from 'zod';

/** Payload schemas of the notification group, keyed by option (filled in by the feature that owns the group). */
export const notificationSchemas = {} satisfies Record<string, z.ZodType>;
