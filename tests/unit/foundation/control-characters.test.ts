import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { buildRegistry } from '../../../src/server/registry.ts';

/** Every field of every option refuses a NUL byte (PostgreSQL would refuse it with a 500 otherwise). */
describe('control characters in option payloads', () => {
  const registry = buildRegistry();
  const fields: Array<{ key: string; field: string; schema: z.ZodType }> = [];
  for (const [key, def] of registry) {
    const schema = def.schema as z.ZodType;
    const shape = (schema as unknown as { shape?: Record<string, z.ZodType> }).shape;
    if (!shape) continue;
    for (const field of Object.keys(shape)) fields.push({ key, field, schema });
  }

  it('finds the option fields to check', () => {
    expect(fields.length).toBeGreaterThan(100);
  });

  it.each(['a\u0000b', 'x\u001bY', 'tab\u007f'])('refuses %j in every field, naming the field', (hostile) => {
    const accepted: string[] = [];
    for (const { key, field, schema } of fields) {
      const result = schema.safeParse({ [field]: hostile });
      const named = !result.success && result.error.issues.some((issue) => issue.path[0] === field);
      if (!named) accepted.push(`${key}.${field}`);
    }
    expect(accepted).toEqual([]);
  });

  it('keeps line breaks and tabs in free text', () => {
    const update = registry.get('profile/update_profile')!.schema as z.ZodType;
    const result = update.safeParse({ billing_address: '1 Main St\n#02-03\tSingapore' });
    const issues = result.success ? [] : result.error.issues.filter((i) => i.path[0] === 'billing_address');
    expect(issues).toEqual([]);
  });
});
