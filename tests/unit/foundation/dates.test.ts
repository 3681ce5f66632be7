import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { displayDate, displayDateTime, isPast, VOUCHER_DATE } from '../../../src/lib/dates.ts';
import { apiDateTime, isoishDateTime, voucherDate } from '../../../src/server/platform/format-date.ts';

describe('API date formats', () => {
  const d = new Date('2026-03-05T01:02:03Z'); // 09:02:03 in Singapore

  it('writes the spec formats in Singapore time', () => {
    expect(apiDateTime(d)).toBe('05/03/2026 09:02:03');
    expect(voucherDate(d)).toBe('05-03-2026');
    expect(isoishDateTime(d)).toBe('2026-03-05 09:02:03');
    expect(apiDateTime(null)).toBe('');
  });

  it("displays them in the reader's language, without seconds", () => {
    expect(displayDateTime('05/03/2026 09:02:03', undefined, 'eng')).toBe('5 Mar 2026 09:02');
    expect(displayDateTime('05/03/2026 09:02:03', undefined, 'cn')).toBe('2026年3月5日 09:02');
    expect(displayDate('05-03-2026', VOUCHER_DATE, 'jp')).toBe('2026年3月5日');
    expect(displayDate('22-05-2027', VOUCHER_DATE, 'cn')).not.toMatch(/May/);
    expect(displayDate('05-03-2026', VOUCHER_DATE)).toBe('5 Mar 2026');
    expect(displayDate('0000-00-00', VOUCHER_DATE)).toBe('');
    expect(displayDate('not a date')).toBe('');
  });

  it('tells past dates', () => {
    const now = dayjs('2026-03-06');
    expect(isPast('05-03-2026', VOUCHER_DATE, now)).toBe(true);
    expect(isPast('07-03-2026', VOUCHER_DATE, now)).toBe(false);
  });
});
