import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';

/**
 * What the content editor writes, in the repository's own format (decision 0239). Decap re-serialises every language
 * file of an entry on each save (its YAML drops the blank line after the opening ---, folds long text, requotes), so a
 * save of the Chinese page would rewrite the English and Japanese ones too. The local backend therefore writes each
 * file through normaliseEntryFile: an unchanged file keeps its bytes, and an edited one keeps the lines of every field
 * that did not change; only the edited fields (and the body, when edited) are written anew.
 */
interface Parts {
  /** what follows the opening --- up to the first field (the repository's files have a blank line there) */
  lead: string;
  fields: string;
  /** between the closing --- and the body */
  gap: string;
  body: string;
}

const FRONT = /^---(\r?\n(?:[ \t]*\r?\n)*)((?:[^\n]*\n)*?)---(\r?\n(?:[ \t]*\r?\n)*)([\s\S]*)$/;

function split(raw: string): Parts | null {
  const m = FRONT.exec(raw);
  return m ? { lead: m[1], fields: m[2], gap: m[3], body: m[4] } : null;
}

/** Top-level fields as their own lines (a field's continuation lines stay with it), in file order. */
function chunks(fields: string): Map<string, string> {
  const out = new Map<string, string>();
  let key: string | null = null;
  for (const line of fields.replace(/\n$/, '').split('\n')) {
    const m = /^([A-Za-z_][\w-]*):(\s|$)/.exec(line);
    if (m) {
      key = m[1];
      out.set(key, line);
    } else if (key !== null) out.set(key, `${out.get(key)}\n${line}`);
  }
  return out;
}

/** Values as YAML's JSON schema reads them: dates stay the text they are written as. */
function load(fields: string): Record<string, unknown> | null {
  try {
    const data = yaml.load(fields, { schema: yaml.JSON_SCHEMA });
    return data && typeof data === 'object' ? (data as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

const field = (key: string, value: unknown) => yaml.dump({ [key]: value }, { schema: yaml.JSON_SCHEMA, lineWidth: -1 }).replace(/\n$/, '');

/** `written` (what Decap sends) in the format of `before` (the file on disk); `before` null: a new file, kept as sent. */
export function normaliseEntryFile(written: string, before: string | null): string {
  if (before === null) return written;
  const w = split(written);
  const b = split(before);
  const wData = w && load(w.fields);
  const bData = b && load(b.fields);
  if (!w || !b || !wData || !bData) return written;
  const old = chunks(b.fields);
  const lines: string[] = [];
  for (const [key, text] of old) if (key in wData) lines.push(same(wData[key], bData[key]) ? text : field(key, wData[key]));
  for (const key of Object.keys(wData)) if (!old.has(key)) lines.push(field(key, wData[key]));
  const body = w.body.trimEnd() === b.body.trimEnd() ? b.body : `${w.body.trimEnd()}\n`;
  return `---${b.lead}${lines.join('\n')}\n---${b.gap}${body}`;
}

/** A persistEntry request's files, each normalised against the file in `root` it replaces. */
export function normalisePersist(body: unknown, root: string): unknown {
  const params = (body as { action?: string; params?: Record<string, unknown> } | null)?.params;
  if ((body as { action?: string } | null)?.action !== 'persistEntry' || !params) return body;
  const normalise = <F extends { path: string; raw: string }>(f: F): F => {
    const file = path.join(root, f.path);
    return { ...f, raw: normaliseEntryFile(f.raw, existsSync(file) ? readFileSync(file, 'utf8') : null) };
  };
  const entry = params.entry as { path: string; raw: string } | undefined;
  const files = params.dataFiles as Array<{ path: string; raw: string }> | undefined;
  return {
    ...(body as object),
    params: { ...params, ...(entry ? { entry: normalise(entry) } : {}), ...(files ? { dataFiles: files.map(normalise) } : {}) },
  };
}
