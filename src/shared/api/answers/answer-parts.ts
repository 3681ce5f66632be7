import { z } from 'zod';

/** Every successful answer: `success` and `message` (spec), then the option's own fields. */
export function answer<S extends z.ZodRawShape>(shape: S) {
  return z.object({ success: z.boolean(), message: z.string(), ...shape });
}

/** The spec's multiple_languages: the same fields in en, cn and jp. */
export function inLanguages<S extends z.ZodRawShape>(shape: S) {
  const one = z.object(shape);
  return z.object({ en: one, cn: one, jp: one });
}
