/**
 * One CSV cell, safe to open in a spreadsheet: a text starting with = + - @, a tab or a carriage return would be read
 * as a formula (CSV injection), so it gets a leading apostrophe; quotes, commas and line breaks are quoted.
 * Numbers are written as they are (a negative number is a number, not a formula).
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A CSV document: a header row, then one row per record, CRLF line ends. */
export function toCsv(header: string[], rows: unknown[][]): string {
  return `${[header, ...rows].map((r) => r.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/** Records as CSV: one column per field (in the order first seen), nested values as JSON text. */
export function recordsCsv(records: Array<Record<string, unknown>>): string {
  const header: string[] = [];
  for (const r of records) for (const k of Object.keys(r)) if (!header.includes(k)) header.push(k);
  const cell = (v: unknown) => (v !== null && typeof v === 'object' ? JSON.stringify(v) : v);
  return toCsv(
    header,
    records.map((r) => header.map((k) => cell(r[k]))),
  );
}

/** The columns of records as recordsCsv orders them: every field, in the order first seen. */
export function recordsHeader(records: Array<Record<string, unknown>>): string[] {
  const header: string[] = [];
  for (const r of records) for (const k of Object.keys(r)) if (!header.includes(k)) header.push(k);
  return header;
}

/** Records as CSV lines under a header already written (the streamed export's later pages). */
export function recordsCsvLines(header: string[], records: Array<Record<string, unknown>>): string {
  const cell = (v: unknown) => (v !== null && typeof v === 'object' ? JSON.stringify(v) : v);
  return records.map((r) => `${header.map((k) => csvCell(cell(r[k]))).join(',')}\r\n`).join('');
}
