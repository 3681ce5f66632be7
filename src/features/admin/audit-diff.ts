/** One changed field of an audited record: its dotted path, and its value before and after as text. */
export interface FieldChange {
  field: string;
  before: string;
  after: string;
}

const text = (v: unknown) => (v === undefined ? '' : typeof v === 'string' ? v : JSON.stringify(v));
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function flatten(value: unknown, prefix: string, out: Map<string, unknown>): void {
  if (isObject(value) && Object.keys(value).length > 0) {
    for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
    return;
  }
  if (prefix) out.set(prefix, value);
}

/**
 * The fields an audited change touched (decision 0238), nested objects flattened to "i18n.en.name", lists compared
 * whole, in the order of the record after (then fields only the record before had). A record created or deleted
 * shows every field against nothing.
 */
export function changedFields(before: unknown, after: unknown): FieldChange[] {
  const a = new Map<string, unknown>();
  const b = new Map<string, unknown>();
  flatten(before, '', a);
  flatten(after, '', b);
  const fields = [...new Set([...b.keys(), ...a.keys()])];
  return fields
    .filter((f) => JSON.stringify(a.get(f)) !== JSON.stringify(b.get(f)))
    .map((f) => ({ field: f, before: text(a.get(f)), after: text(b.get(f)) }));
}
