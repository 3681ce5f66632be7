import { describe, expect, it } from 'vitest';
import { addDays, birthDatesFallingOn, nextBirthday, shopDay } from '../../../src/server/birthdays/birthday-dates.ts';
import { notificationTarget } from '../../../src/features/notification/notification-target.ts';

describe('birthday dates', () => {
  it("takes the shop's day in Singapore", () => {
    expect(shopDay(new Date('2026-12-31T15:59:59Z'))).toEqual({ year: 2026, month: 12, day: 31 });
    expect(shopDay(new Date('2026-12-31T16:00:00Z'))).toEqual({ year: 2027, month: 1, day: 1 });
  });

  it('counts the days to the next birthday, today included, across the new year', () => {
    const today = { year: 2026, month: 12, day: 20 };
    expect(nextBirthday({ month: 12, day: 20 }, today)).toEqual({ on: today, daysUntil: 0 });
    expect(nextBirthday({ month: 1, day: 5 }, today)).toEqual({ on: { year: 2027, month: 1, day: 5 }, daysUntil: 16 });
    expect(nextBirthday({ month: 12, day: 19 }, today).daysUntil).toBe(364);
  });

  it('keeps 29 February on 28 February in a common year', () => {
    expect(nextBirthday({ month: 2, day: 29 }, { year: 2027, month: 2, day: 1 })).toEqual({
      on: { year: 2027, month: 2, day: 28 },
      daysUntil: 27,
    });
    expect(nextBirthday({ month: 2, day: 29 }, { year: 2028, month: 2, day: 1 }).on).toEqual({ year: 2028, month: 2, day: 29 });
    // on 1 March of a common year the next one is a year away, on 28 February
    expect(nextBirthday({ month: 2, day: 29 }, { year: 2027, month: 3, day: 1 }).on).toEqual({ year: 2028, month: 2, day: 29 });
    expect(birthDatesFallingOn({ year: 2027, month: 2, day: 28 })).toEqual([
      { month: 2, day: 28 },
      { month: 2, day: 29 },
    ]);
    expect(birthDatesFallingOn({ year: 2028, month: 2, day: 28 })).toEqual([{ month: 2, day: 28 }]);
  });

  it('adds days across months and years', () => {
    expect(addDays({ year: 2026, month: 12, day: 28 }, 7)).toEqual({ year: 2027, month: 1, day: 4 });
  });

  it('sends a tap on a birthday notice to the shop to choose a gift', () => {
    expect(notificationTarget('birthday', '42')).toEqual({ kind: 'route', route: 'categories' });
  });
});
