/**
 * A small RFC 4180 reader (decision 0270): fields separated by commas, records by CRLF or LF, a field in double quotes
 * may hold commas, line breaks and doubled quotes. Blank lines are skipped. An unterminated quote or text after a
 * closing quote is an error naming the record where it starts (1 = the first line).
 */
export type CsvParse = { ok: true; records: string[][] } | { ok: false; record: number; message: string };

export function parseCsv(text: string): CsvParse {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let afterQuote = false;
  let start = 1;
  let line = 1;
  const endRecord = () => {
    record.push(field);
    if (!(record.length === 1 && record[0] === '')) records.push(record);
    record = [];
    field = '';
    afterQuote = false;
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else {
          quoted = false;
          afterQuote = true;
        }
      } else {
        if (c === '\n') line++;
        field += c;
      }
      continue;
    }
    if (c === ',') {
      record.push(field);
      field = '';
      afterQuote = false;
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      endRecord();
      line++;
      start = line;
    } else if (afterQuote) {
      return { ok: false, record: start, message: 'text after a closing quote' };
    } else if (c === '"' && field === '') {
      quoted = true;
    } else {
      field += c;
    }
  }
  if (quoted) return { ok: false, record: start, message: 'a quote is not closed' };
  if (field !== '' || record.length > 0) endRecord();
  return { ok: true, records };
}
