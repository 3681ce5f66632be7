import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { giftReplies, notifications } from '../../../src/server/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { replyScene, useOneVoucher, type ReplyScene } from './reply-scene.ts';

let t: TestApp;
let s: ReplyScene;
beforeEach(async () => {
  await t?.close();
  t = await createTestApp();
  s = await replyScene(t);
  // thanks come after redeeming (decision 0241): Mei Ling uses one of her vouchers first
  await useOneVoucher(t, s.gifted, s.meiLing);
});
afterAll(async () => t.close());

type Fields = { order_id?: number | string; note?: string; reaction?: string };
const thank = (fields: Fields, token = s.meiLing.token) => t.call('order', 'thank_order', fields, { token });
const detail = (orderId: number, token: string) => t.call('order', 'detail_order', { order_id: orderId }, { token });
const repliesOf = (orderId: number) => t.db.select().from(giftReplies).where(eq(giftReplies.order_id, orderId));
const thanksTo = (memberId: number) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.member_id, memberId), eq(notifications.event, 'giftThanked')));

describe('order/thank_order', () => {
  it('stores the recipient’s note and reaction once, tells the sender, and shows it to both on the order', async () => {
    const before = await detail(s.gifted, s.meiLing.token);
    expect(before.body.table.actions.thank).toBe(true);
    expect(before.body.table.thank_note).toBe('');

    const res = await thank({ order_id: s.gifted, note: '  Thank you so much, Alex!  ', reaction: 'hug' });
    expect(res.status).toBe(200);
    expect(res.body.table).toMatchObject({ order_id: s.gifted, thank_note: 'Thank you so much, Alex!', thank_reaction: 'hug' });
    expect(res.body.table.thanked_date).toMatch(/\d{2}\/\d{2}\/\d{4}/);

    const rows = await repliesOf(s.gifted);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ recipient_id: s.meiLing.id, note: 'Thank you so much, Alex!', reaction: 'hug' });

    const [note] = await thanksTo(s.alex.id);
    expect(note).toMatchObject({ type: 'thank_order', related_id: String(s.gifted) });
    expect(note.message).toBe('Mei Ling Wong thanked you for your gift: Thank you so much, Alex!');

    const senderView = (await detail(s.gifted, s.alex.token)).body.table;
    expect(senderView).toMatchObject({ viewer: 'owner', thank_note: 'Thank you so much, Alex!', thank_reaction: 'hug' });
    expect(senderView.thanked_date).toBe(res.body.table.thanked_date);
    const ownView = (await detail(s.gifted, s.meiLing.token)).body.table;
    expect(ownView).toMatchObject({ viewer: 'recipient', thank_note: 'Thank you so much, Alex!' });
    expect(ownView.actions.thank).toBe(false);
  });

  it('answers once: a second note is refused with 409 already_thanked and the first stays', async () => {
    expect((await thank({ order_id: s.gifted, note: 'First' })).status).toBe(200);
    const again = await thank({ order_id: s.gifted, note: 'Second', reaction: 'party' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'conflict', reason: 'already_thanked' });
    expect((await repliesOf(s.gifted)).map((r) => r.note)).toEqual(['First']);
    expect(await thanksTo(s.alex.id)).toHaveLength(1);
  });

  it('thanks for a gift taken through its link (Received) too, with a reaction alone', async () => {
    const res = await thank({ order_id: s.received, reaction: 'heart' }, s.raj.token);
    expect(res.status).toBe(200);
    expect(res.body.table).toMatchObject({ thank_note: '', thank_reaction: 'heart' });
    const [note] = await thanksTo(s.alex.id);
    expect(note.message).toBe('Raj Kumar thanked you for your gift: ❤️');
  });

  it('keeps the note plain text: control characters are refused naming the field, bidi overrides removed, markup stored as typed', async () => {
    const control = await thank({ order_id: s.gifted, note: 'Hi\u0007 there' });
    expect(control.status).toBe(400);
    expect(control.body.field).toBe('note');
    expect(await repliesOf(s.gifted)).toHaveLength(0);
    const res = await thank({ order_id: s.gifted, note: 'Hi <b>Alex</b>\r\nsee\u202E you\tsoon' });
    expect(res.status).toBe(200);
    const [row] = await repliesOf(s.gifted);
    expect(row.note).toBe('Hi <b>Alex</b>\nsee you soon');
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const tooLong = await thank({ order_id: s.gifted, note: 'x'.repeat(281) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.field).toBe('note');
    // 280 characters after trimming pass, counted as a reader sees them (an emoji is one)
    expect((await thank({ order_id: s.gifted, note: `  ${'🎁'.repeat(280)}  ` })).status).toBe(200);

    const badReaction = await thank({ order_id: s.received, note: 'Thanks', reaction: 'angry' }, s.raj.token);
    expect(badReaction.status).toBe(400);
    expect(badReaction.body.field).toBe('reaction');
    const empty = await thank({ order_id: s.received, note: '  \u0007 ' }, s.raj.token);
    expect(empty.status).toBe(400);
    expect(empty.body.field).toBe('note');
    const noOrder = await thank({ note: 'Thanks' }, s.raj.token);
    expect(noOrder.status).toBe(400);
    expect(noOrder.body.field).toBe('order_id');
    expect(await repliesOf(s.received)).toHaveLength(0);
  });

  it('lets only the recipient thank: the sender and a third member are told it does not exist, a guest must log in', async () => {
    const sender = await thank({ order_id: s.gifted, note: 'Thanks to me' }, s.alex.token);
    expect(sender.status).toBe(404);
    const stranger = await thank({ order_id: s.gifted, note: 'Thanks' }, s.yuki.token);
    expect(stranger.status).toBe(404);
    const otherRecipient = await thank({ order_id: s.gifted, note: 'Thanks' }, s.raj.token);
    expect(otherRecipient.status).toBe(404);
    const guest = await thank({ order_id: s.gifted, note: 'Thanks' }, await t.guestToken());
    expect(guest.status).toBe(401);
    expect(await repliesOf(s.gifted)).toHaveLength(0);
    // the note is the sender's and the recipient's only: a third member cannot read the order at all
    expect((await thank({ order_id: s.gifted, note: 'Lovely' })).status).toBe(200);
    expect((await detail(s.gifted, s.yuki.token)).status).toBe(404);
  });
});
