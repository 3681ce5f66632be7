import { BUSINESS_TZ } from '../platform/format-date.ts';

/** A calendar day (no time, no zone). */
export interface Day {
  year: number;
  month: number;
  day: number;
}

const DAY_MS = 86_400_000;

/** The shop's calendar day at a moment: birthdays count in the business time zone (Asia/Singapore, decision 0212). */
export function shopDay(now: Date): Day {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: BUSINESS_TZ, year: 'numeric', month: '2-digit', day: '2-digit' })
    .formatToParts(now)
    .reduce<Record<string, string>>((acc, p) => Object.assign(acc, { [p.type]: p.value }), {});
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day) };
}

const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** The day a birthday falls on in a year: 29 February is kept on 28 February in years without one. */
export function birthdayIn(year: number, month: number, day: number): Day {
  if (month === 2 && day === 29 && !isLeap(year)) return { year, month: 2, day: 28 };
  return { year, month, day };
}

const utc = (d: Day) => Date.UTC(d.year, d.month - 1, d.day);

/** The day `days` after a day. */
export function addDays(d: Day, days: number): Day {
  const t = new Date(utc(d) + days * DAY_MS);
  return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() };
}

/** The next birthday on or after today, and how many days away it is (0: today). */
export function nextBirthday(birth: { month: number; day: number }, today: Day): { on: Day; daysUntil: number } {
  let on = birthdayIn(today.year, birth.month, birth.day);
  if (utc(on) < utc(today)) on = birthdayIn(today.year + 1, birth.month, birth.day);
  return { on, daysUntil: Math.round((utc(on) - utc(today)) / DAY_MS) };
}

/** The month and day of a stored date of birth (YYYY-MM-DD). */
export function monthDayOf(dob: string): { month: number; day: number } {
  return { month: Number(dob.slice(5, 7)), day: Number(dob.slice(8, 10)) };
}

/** The (month, day) pairs of dates of birth whose birthday falls on a day: 28 February takes 29 February too in a common year. */
export function birthDatesFallingOn(d: Day): Array<{ month: number; day: number }> {
  const out = [{ month: d.month, day: d.day }];
  if (d.month === 2 && d.day === 28 && !isLeap(d.year)) out.push({ month: 2, day: 29 });
  return out;
}
