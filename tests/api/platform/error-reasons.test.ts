import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_REASONS } from '../../../src/shared/api/error-codes.ts';
import { aMember, aPaidOrder } from '../../support/factories.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

/** Refusals carry a domain reason beside their code, so the shop can say them in the reader's language. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('domain reasons on refusals', () => {
  it('a wrong password is wrong_login, a guest on a member option is login_required', async () => {
    const guest = await t.guestToken();
    const member = await aMember(t, { password: 'the-right-password' });
    const bad = await t.call('account', 'login', { phone_number: member.loginPhone, password: 'not-the-password' }, { token: guest });
    expect(bad.status).toBe(401);
    expect(bad.body).toMatchObject({ code: 'unauthorized', reason: 'wrong_login' });
    const needsMember = await t.call('evoucher', 'list_evoucher', {}, { token: guest });
    expect(needsMember.body).toMatchObject({ code: 'unauthorized', reason: 'login_required' });
  });

  it('a voucher used twice is voucher_used; a refusal without a domain reason carries none', async () => {
    const member = await aMember(t);
    await aPaidOrder(t, member, { gift: false });
    const { token } = member;
    const wallet = await t.call('evoucher', 'list_evoucher', { filter_by_status: 'active', limit: 5 }, { token });
    const voucherId = wallet.body.table[0].order_evouchers[0].id;
    expect((await t.call('evoucher', 'mark_evoucher_used', { order_evoucher_id: voucherId }, { token })).status).toBe(200);
    const again = await t.call('evoucher', 'mark_evoucher_used', { order_evoucher_id: voucherId }, { token });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'conflict', reason: 'voucher_used' });
    const badField = await t.call('evoucher', 'mark_evoucher_used', { order_evoucher_id: 'x' }, { token });
    expect(badField.status).toBe(400);
    expect(badField.body.reason).toBeUndefined();
  });

  it('every reason has a text in eng, cn and jp', () => {
    for (const lang of ['eng', 'cn', 'jp']) {
      const file = new URL(`../../../locales/${lang}/errors.json`, import.meta.url);
      const reasons = (JSON.parse(readFileSync(file, 'utf8')) as { reasons: Record<string, string> }).reasons;
      expect(Object.keys(reasons).sort()).toEqual([...ERROR_REASONS].sort());
    }
  });
});
