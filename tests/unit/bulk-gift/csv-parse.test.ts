import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../../src/shared/csv-parse.ts';

/** Decision 0270: the RFC 4180 reader of bulk gift uploads. */
describe('parseCsv', () => {
  it('reads quoted fields with commas, line breaks and doubled quotes; CRLF or LF; skips blank lines', () => {
    expect(parseCsv('a,b,c\r\n1,"x, y","say ""hi"""\n\n2,"two\nlines",\r\n')).toEqual({
      ok: true,
      records: [
        ['a', 'b', 'c'],
        ['1', 'x, y', 'say "hi"'],
        ['2', 'two\nlines', ''],
      ],
    });
    expect(parseCsv('a,b\n1,2')).toEqual({
      ok: true,
      records: [
        ['a', 'b'],
        ['1', '2'],
      ],
    });
    expect(parseCsv('')).toEqual({ ok: true, records: [] });
  });

  it('names the line of an unclosed quote or text after a closing quote', () => {
    expect(parseCsv('a,b\n1,"open\n2,3\n')).toEqual({ ok: false, record: 2, message: 'a quote is not closed' });
    expect(parseCsv('a,b\n1,2\n"x"y,3\n')).toEqual({ ok: false, record: 3, message: 'text after a closing quote' });
  });
});
