import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MEMBERS } from '../../../src/server/seed/data/members.ts';
import { HEAVY_BRAND_STAFF_EMAIL } from '../../../src/server/seed/large/prepare-large.ts';
import { DEMO_STAFF } from '../../../src/server/seed/staff.ts';

/**
 * Every test makes its own data (docs/decisions/0252-e2e-set-up-data.md, 2026-11-28): no test reaches for the
 * demo seed's members, phones, card designs or staff, so the seed can change without breaking a suite. Only the
 * tests that are about the seed itself may name them (ALLOWED, each with its reason).
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');

const ALLOWED: Record<string, string> = {
  'tests/unit/seed.test.ts': 'checks the demo seed itself',
  'tests/api/platform/seed-large.test.ts': 'checks the large-data seed and its heavy brand counter',
  'tests/api/birthdays/demo-birthday.test.ts': "checks that the demo member's friend has a birthday to show",
  'tests/unit/foundation/own-data.test.ts': 'this guard',
  'e2e/support/staff.ts': 'the bootstrap admin, the one root of trust that creates each test its own staff (decision 0252)',
  'e2e/support/demo-member.ts': 'the demo member, for the specs about the demo (DEMO_SPECS)',
  'e2e/account.spec.ts': 'legacy members come only from the old system, which the seed plays: no API makes one',
};

/** The specs about what the demo shop shows, which may sign in as its demo member (e2e/support/demo-member.ts). */
const DEMO_SPECS = [
  // every route as the lived-in demo account, screenshots for a person to look at
  'e2e/a11y-sweep.spec.ts',
  // the demo's read expired-voucher notice (an expired voucher needs a server of its own, as voucher-lapse.spec.ts)
  'e2e/notifications.spec.ts',
  // the demo wallet's active, received, used and expired vouchers
  'e2e/vouchers.spec.ts',
  // the demo member's friend's birthday on home
  'e2e/what-people-see.spec.ts',
];

/** Where the database is reached: only there can a seeded phone find its member (unit tests of phone formats use such numbers as examples). */
const WITH_DATABASE = ['tests/api/', 'tests/support/', 'e2e/'];

const literal = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** a seeded number as it is written anywhere: +65 9123 4567, 6591234567, 9123-4567, 91234567 */
const phonePattern = (prefix: string, digits: string) =>
  new RegExp(`(?<!\\d)(?:\\+?${prefix.replace('+', '')}[ -]?)?${digits.split('').join('[ -]?')}(?!\\d)`);

const RULES: Array<{ what: string; pattern: RegExp; where?: string[] }> = [
  { what: "the seed's demo member (demoMemberId)", pattern: /demoMemberId\(/ },
  { what: 'a seeded card design (giftcard_id: 1; make one with aCardDesign)', pattern: /giftcard_?[iI]d:\s*['"]?1(?![\d.])/ },
  { what: 'a seeded card design picked in the browser (make one with aCardDesign)', pattern: /customiseGiftCard\([^,)]+,\s*\d/ },
  ...MEMBERS.map((m) => ({
    what: `seeded member ${m.name}'s phone`,
    pattern: phonePattern(m.phonePrefix, m.phoneNumber),
    where: WITH_DATABASE,
  })),
  ...[...DEMO_STAFF.map((s) => s.email), HEAVY_BRAND_STAFF_EMAIL].map((email) => ({
    what: `seeded staff ${email}`,
    pattern: new RegExp(`(?<![\\w.-])${literal(email)}`),
  })),
];

function filesUnder(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.(ts|tsx|mts)$/.test(e.name))
    .map((e) => path.relative(ROOT, path.join(e.parentPath, e.name)).split(path.sep).join('/'));
}

describe('tests make their own data', () => {
  it("no test outside the seed's own names a seeded member, phone, card design or staff account", () => {
    const found: string[] = [];
    for (const file of [...filesUnder('tests'), ...filesUnder('e2e')]) {
      if (ALLOWED[file]) continue;
      const text = readFileSync(path.join(ROOT, file), 'utf8');
      if (/support\/demo-member\.ts'/.test(text) && !DEMO_SPECS.includes(file)) found.push(`${file} signs in as the demo member`);
      const lines = text.split('\n');
      for (const rule of RULES) {
        if (rule.where && !rule.where.some((w) => file.startsWith(w))) continue;
        lines.forEach((line, i) => {
          if (rule.pattern.test(line)) found.push(`${file}:${i + 1} ${rule.what}`);
        });
      }
    }
    expect(found).toEqual([]);
  });

  it('catches what it is meant to catch', () => {
    const hits = (text: string) => RULES.filter((r) => r.pattern.test(text)).map((r) => r.what);
    expect(hits('await t.demoMemberId()')).toHaveLength(1);
    expect(hits("{ giftcard_id: 1, giftcard_edit_parameter: '' }")).toHaveLength(1);
    expect(hits('giftcardId: 1 }')).toHaveLength(1);
    expect(hits("giftcard_id: '1',")).toHaveLength(1);
    expect(hits('await customiseGiftCard(page, 1);')).toHaveLength(1);
    expect(hits("apiLogin(request, '6591234567', password)")).toHaveLength(1);
    expect(hits("signInToConsole(page, 'admin@ugift.test')")).toHaveLength(1);
    expect(hits('{ giftcard_id: 12, email: "nobody@ugift.test", phone: "6581234567" }')).toEqual([]);
  });
});
