import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupGiftContributions, groupGifts, members, orders } from '../../../src/server/db/schema/index.ts';
import { aMember, aProduct, befriend } from '../../support/factories.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { aGroupGift, aUdollarCard, chipIn, HOUR, nowSeconds } from './group-gift-scene.ts';

/** Every refusal of the group gift options is a clear 4xx naming the field, and changes nothing (decision 0258). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const fixture = (name: string, type: string) => new File([readFileSync(new URL(`./fixtures/${name}`, import.meta.url))], name, { type });

describe('create_group_gift refusals', () => {
  it('names the field of a bad deadline, recipient, mode or product, and writes nothing', async () => {
    const organiser = await aMember(t);
    const friend = await aMember(t);
    const stranger = await aMember(t);
    await befriend(t, organiser, friend);
    const productId = await aProduct(t, { price: 2000 });
    const udollarProduct = await aProduct(t, { udollar: true, price: 2000 });
    const base = { product_id: productId, recipient_id: friend.id, deadline: nowSeconds(t) + 24 * HOUR, mode: 'free', min_amount: 100 };
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ deadline: nowSeconds(t) - 60 }, 400, 'deadline'],
      [{ deadline: nowSeconds(t) + 15 * 24 * HOUR }, 400, 'deadline'],
      [{ deadline: 'soon' }, 400, 'deadline'],
      [{ recipient_id: organiser.id }, 400, 'recipient_id'],
      [{ recipient_id: stranger.id }, 403, 'recipient_id'],
      [{ recipient_id: undefined }, 400, 'recipient_id'],
      [{ recipient_id: undefined, recipient_phone: '+6512' }, 400, 'recipient_phone'],
      [{ mode: 'everyone' }, 400, 'mode'],
      [{ mode: 'shares', min_amount: undefined }, 400, 'shares'],
      [{ mode: 'shares', shares: 1 }, 400, 'shares'],
      [{ min_amount: undefined }, 400, 'min_amount'],
      [{ min_amount: 999_999 }, 400, 'min_amount'],
      [{ product_id: udollarProduct }, 400, 'product_id'],
      [{ product_id: 2_000_000_000 }, 400, 'product_id'],
      [{ quantity: 11 }, 400, 'quantity'],
      [{ giftcard_id: 2_000_000_000 }, 400, 'giftcard_id'],
      [{ invite_ids: [stranger.id] }, 403, 'invite_ids'],
      [{ invite_ids: [friend.id] }, 400, 'invite_ids'],
      [{ for_birthday: 1 }, 400, 'for_birthday'],
    ];
    for (const [change, status, field] of cases) {
      const res = await t.call('group_gift', 'create_group_gift', { ...base, ...change } as never, { token: organiser.token });
      expect([res.status, res.body.field], JSON.stringify(change)).toEqual([status, field]);
    }
    const made = await t.db.select().from(groupGifts).where(eq(groupGifts.organiser_id, organiser.id));
    expect(made).toEqual([]);
    const pools = await t.db.select().from(orders).where(eq(orders.member_id, organiser.id));
    expect(pools.filter((o) => o.payment_status === 'Pool')).toEqual([]);
  });

  it('a guest must log in to start one or to pay', async () => {
    const guest = await t.guestToken();
    const res = await t.call('group_gift', 'create_group_gift', { product_id: 1 }, { token: guest });
    expect(res.status).toBe(401);
    const g = await aGroupGift(t, { friends: 0 });
    const pay = await t.call('group_gift', 'contribute_group_gift', { share_id: g.shareId, amount: 500 }, { token: guest });
    expect(pay.status).toBe(401);
  });
});

describe('contribute_group_gift refusals', () => {
  it('the recipient may not pay; amounts are within the minimum and what is left', async () => {
    const g = await aGroupGift(t, { price: 2000 });
    const [ann] = g.friends;
    const byRecipient = await t.call(
      'group_gift',
      'contribute_group_gift',
      { share_id: g.shareId, amount: 500 },
      { token: g.recipient.token },
    );
    expect([byRecipient.status, byRecipient.body.field]).toEqual([403, 'share_id']);
    for (const [amount, field] of [
      [50, 'amount'],
      [2001, 'amount'],
      [undefined, 'amount'],
      ['lots', 'amount'],
    ] as const) {
      const res = await t.call('group_gift', 'contribute_group_gift', { share_id: g.shareId, amount }, { token: ann.token });
      expect([res.status, res.body.field], String(amount)).toEqual([400, field]);
    }
    const both = await t.call('group_gift', 'contribute_group_gift', { share_id: g.shareId, id: g.id, amount: 500 }, { token: ann.token });
    expect(both.body.field).toBe('share_id');
    const badId = await t.call('group_gift', 'contribute_group_gift', { share_id: 'short', amount: 500 }, { token: ann.token });
    expect(badId.body.field).toBe('share_id');
    const unknown = await t.call('group_gift', 'contribute_group_gift', { share_id: 'A'.repeat(22), amount: 500 }, { token: ann.token });
    expect(unknown.status).toBe(404);

    const card = await aUdollarCard(t, ann, 300);
    const tooMuch = await t.call(
      'group_gift',
      'contribute_group_gift',
      { share_id: g.shareId, amount: 500, udollar_card_id: card, udollar_amount: 500 },
      { token: ann.token },
    );
    expect([tooMuch.status, tooMuch.body.field]).toEqual([409, 'udollar_card_id']);
    const over = await t.call(
      'group_gift',
      'contribute_group_gift',
      { share_id: g.shareId, amount: 200, udollar_card_id: card, udollar_amount: 300 },
      { token: ann.token },
    );
    expect([over.status, over.body.field]).toEqual([400, 'udollar_amount']);
    const noCard = await t.call(
      'group_gift',
      'contribute_group_gift',
      { share_id: g.shareId, amount: 200, udollar_amount: 100 },
      { token: ann.token },
    );
    expect(noCard.body.field).toBe('udollar_card_id');
    expect(await t.db.select().from(groupGiftContributions).where(eq(groupGiftContributions.member_id, ann.id))).toEqual([]);

    // by member id, a stranger is told nothing
    const stranger = await aMember(t);
    const byId = await t.call('group_gift', 'contribute_group_gift', { id: g.id, amount: 500 }, { token: stranger.token });
    expect(byId.status).toBe(404);
    const detail = await t.call('group_gift', 'detail_group_gift', { id: g.id }, { token: stranger.token });
    expect(detail.status).toBe(404);
  });

  it('a recipient by phone number cannot pay either', async () => {
    const organiser = await aMember(t);
    const phoneFriend = await aMember(t);
    const [row] = await t.db.select({ e164: members.phone_e164 }).from(members).where(eq(members.id, phoneFriend.id));
    const productId = await aProduct(t, { price: 1000 });
    const made = await t.call(
      'group_gift',
      'create_group_gift',
      { product_id: productId, recipient_phone: row.e164 ?? '', deadline: nowSeconds(t) + HOUR, mode: 'free', min_amount: 100 },
      { token: organiser.token },
    );
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const res = await t.call(
      'group_gift',
      'contribute_group_gift',
      { share_id: made.body.share_id, amount: 500 },
      { token: phoneFriend.token },
    );
    expect(res.status).toBe(403);
  });

  it('no contribution after funding, cancellation or the deadline', async () => {
    const funded = await aGroupGift(t, { price: 1000 });
    await chipIn(t, funded.friends[0], funded, 1000);
    const late = await t.call(
      'group_gift',
      'contribute_group_gift',
      { share_id: funded.shareId, amount: 100 },
      { token: funded.friends[1].token },
    );
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ reason: 'group_gift_funded', field: 'id' });
    const top = await t.call('group_gift', 'top_up_group_gift', { id: funded.id }, { token: funded.organiser.token });
    expect(top.status).toBe(409);

    const cancelled = await aGroupGift(t);
    await t.call('group_gift', 'cancel_group_gift', { id: cancelled.id }, { token: cancelled.organiser.token });
    const afterCancel = await t.call(
      'group_gift',
      'contribute_group_gift',
      { share_id: cancelled.shareId, amount: 100 },
      { token: cancelled.friends[0].token },
    );
    expect(afterCancel.body.reason).toBe('group_gift_closed');

    const past = await aGroupGift(t, { fields: { deadline: nowSeconds(t) + 60 } });
    t.clock.advance(61_000);
    const afterDeadline = await t.call(
      'group_gift',
      'contribute_group_gift',
      { share_id: past.shareId, amount: 100 },
      { token: past.friends[0].token },
    );
    expect(afterDeadline.status).toBe(409);
    expect(afterDeadline.body.reason).toBe('group_gift_closed');
  });
});

describe('sign_group_gift', () => {
  it('text at most 280 characters without control characters; only who paid (or organised) signs', async () => {
    const g = await aGroupGift(t, { price: 1000 });
    const [ann, ben] = g.friends;
    const notYet = await t.call('group_gift', 'sign_group_gift', { share_id: g.shareId, text: 'Hi' }, { token: ann.token });
    expect([notYet.status, notYet.body.field]).toEqual([403, 'share_id']);
    await chipIn(t, ann, g, 400);
    for (const [text, field] of [
      ['x'.repeat(281), 'text'],
      ['bell\u0007', 'text'],
      ['', 'text'],
    ]) {
      const res = await t.call('group_gift', 'sign_group_gift', { share_id: g.shareId, text }, { token: ann.token });
      expect([res.status, res.body.field]).toEqual([400, field]);
    }
    const ok = await t.call('group_gift', 'sign_group_gift', { share_id: g.shareId, text: 'x'.repeat(280) }, { token: ann.token });
    expect(ok.status).toBe(200);
    const byOrganiser = await t.call('group_gift', 'sign_group_gift', { id: g.id, text: 'From Olive' }, { token: g.organiser.token });
    expect(byOrganiser.status).toBe(200);
    const byBen = await t.call('group_gift', 'sign_group_gift', { id: g.id, text: 'Ben' }, { token: ben.token });
    expect(byBen.status).toBe(403);
  });

  it('voice notes: WebM Opus and MP4 AAC (plain and fragmented) are stored with their length; video, other files, over 20 s or 1 MB are refused', async () => {
    const g = await aGroupGift(t, { price: 1000 });
    const [ann] = g.friends;
    await chipIn(t, ann, g, 400);
    const sign = (voice: File, extra: Record<string, string> = {}) =>
      t.call('group_gift', 'sign_group_gift', { share_id: g.shareId, text: 'Listen!', voice, ...extra }, { token: ann.token });
    for (const [name, mime, ms] of [
      ['voice-4s-chromium-like.webm', 'audio/webm', 4000],
      ['voice-3s.m4a', 'audio/mp4', 3000],
      ['voice-3s-fragmented.m4a', 'audio/mp4', 3000],
    ] as const) {
      const res = await sign(fixture(name, mime));
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const view = await t.call('group_gift', 'detail_group_gift', { share_id: g.shareId }, { token: ann.token });
      const mine = view.body.group_gift.signatures[0];
      expect(mine.voice_ms).toBeGreaterThanOrEqual(ms);
      expect(mine.voice_ms).toBeLessThan(ms + 100);
      const served = await t.app.request(mine.voice ?? '');
      expect(served.headers.get('content-type')).toBe(mime);
    }
    const refusals: Array<[File, number]> = [
      [fixture('voice-25s.webm', 'audio/webm'), 400],
      [fixture('video-2s.webm', 'audio/webm'), 415],
      [new File([new Uint8Array(2000).fill(7)], 'noise.webm', { type: 'audio/webm' }), 415],
      [new File([new Uint8Array(1024 * 1024 + 1)], 'big.webm', { type: 'audio/webm' }), 413],
    ];
    for (const [file, status] of refusals) {
      const res = await sign(file);
      expect([res.status, res.body.field], file.name).toEqual([status, 'voice']);
    }
    const strayFile = await t.call(
      'group_gift',
      'sign_group_gift',
      { share_id: g.shareId, text: 'x', other: fixture('voice-3s.m4a', 'audio/mp4') },
      { token: ann.token },
    );
    expect(strayFile.body.field).toBe('other');
  });
});
