import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aMember } from '../../support/factories.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

// 2026-11-01 13:00 in Singapore: the shop's today is 1 November 2026
const NOW = new Date('2026-11-01T05:00:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
});
afterAll(async () => t.close());

const detail = async (token: string) => (await t.call('profile', 'detail_profile', {}, { token })).body.table;

describe('birthday in the profile', () => {
  it('is hidden from friends by default: a new member has no date and show_birthday off', async () => {
    const a = await aMember(t);
    const p = await detail(a.token);
    expect(p.dob).toBe('');
    expect(p.show_birthday).toBe(false);
  });

  it('sets the date of birth and the show-to-friends setting, keeps them when omitted, and clears the date', async () => {
    const a = await aMember(t);
    const set = await t.call('profile', 'update_profile', { dob: '1990-11-05', show_birthday: '1' }, { token: a.token });
    expect(set.status).toBe(200);
    expect(set.body.table).toMatchObject({ dob: '1990-11-05', show_birthday: true });

    // the spec's omission rule: an empty dob and no show_birthday change nothing
    const kept = await t.call('profile', 'update_profile', { dob: '', name: 'Renamed' }, { token: a.token });
    expect(kept.body.table).toMatchObject({ dob: '1990-11-05', show_birthday: true, name: 'Renamed' });

    const off = await t.call('profile', 'update_profile', { show_birthday: '0' }, { token: a.token });
    expect(off.body.table).toMatchObject({ dob: '1990-11-05', show_birthday: false });

    const cleared = await t.call('profile', 'update_profile', { clear_dob: '1' }, { token: a.token });
    expect(cleared.status).toBe(200);
    expect(cleared.body.table.dob).toBe('');
    expect((await detail(a.token)).dob).toBe('');
  });

  it('takes today as a date of birth', async () => {
    const a = await aMember(t);
    const res = await t.call('profile', 'update_profile', { dob: '2026-11-01' }, { token: a.token });
    expect(res.status).toBe(200);
    expect(res.body.table.dob).toBe('2026-11-01');
  });

  it.each([
    ['dob', { dob: '2026-11-02' }, /future/],
    ['dob', { dob: '1899-12-31' }, /1900/],
    ['dob', { dob: '1990-02-30' }, /calendar/],
    ['show_birthday', { show_birthday: 'maybe' }, /.+/],
    ['clear_dob', { clear_dob: 'please' }, /.+/],
  ])('refuses a bad %s naming the field and changes nothing', async (field, fields, message) => {
    const a = await aMember(t);
    await t.call('profile', 'update_profile', { dob: '1991-01-02' }, { token: a.token });
    const res = await t.call('profile', 'update_profile', { ...fields, name: 'Should Not Stick' }, { token: a.token });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe(field);
    expect(res.body.message).toMatch(message);
    const p = await detail(a.token);
    expect(p).toMatchObject({ dob: '1991-01-02', show_birthday: false });
    expect(p.name).not.toBe('Should Not Stick');
  });

  it("cannot change another member's birthday setting", async () => {
    const a = await aMember(t);
    const b = await aMember(t);
    const res = await t.call('profile', 'update_profile', { member_id: b.id, show_birthday: '1', dob: '1990-01-01' }, { token: a.token });
    expect(res.status).toBe(403);
    expect(await detail(b.token)).toMatchObject({ dob: '', show_birthday: false });
  });
});
