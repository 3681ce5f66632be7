import { describe, expect, it } from 'vitest';
import { GIFT_STATES, type GiftFacts, type GiftState, giftState, giftStateWord, giftTimeline } from '../../../src/shared/gift-state.ts';

/** Decision 0241: one state per gift, every label worded from it, a recipient in a recipient's words. */
const facts = (f: Partial<GiftFacts>): GiftFacts => ({
  payment_status: 'Paid',
  order_status: 'gift',
  opened: false,
  used: false,
  declined_at: null,
  taken_back_at: null,
  ...f,
});

const CASES: Array<[GiftState, Partial<GiftFacts>]> = [
  ['unpaid', { payment_status: 'Pending', order_status: '' }],
  ['cancelled', { payment_status: 'Cancelled' }],
  ['refunded', { payment_status: 'Refunded', order_status: 'Gifted', opened: true }],
  ['reward', { payment_status: 'Campaign Redemption', order_status: '' }],
  ['self_use', { order_status: 'Self-Use' }],
  ['draft', { order_status: 'gift' }],
  ['draft', { order_status: '' }],
  ['declined', { declined_at: 2000, taken_back_at: 1000 }],
  ['taken_back', { declined_at: 1000, taken_back_at: 2000 }],
  ['scheduled', { order_status: 'Scheduled', declined_at: 1000 }],
  ['waiting', { order_status: 'Waiting', taken_back_at: 1000 }],
  ['sent', { order_status: 'Gifted', declined_at: 1000 }],
  ['opened', { order_status: 'Gifted', opened: true }],
  ['redeemed', { order_status: 'Gifted', opened: true, used: true }],
  ['redeemed', { order_status: 'Received', opened: true }],
];

describe('giftState', () => {
  it.each(CASES)('is %s for %o', (state, f) => {
    expect(giftState(facts(f))).toBe(state);
  });

  it('reaches every state', () => {
    expect(new Set(CASES.map(([s]) => s))).toEqual(new Set(GIFT_STATES));
  });

  it('forgets a decline once the gift is scheduled or sent again', () => {
    for (const order_status of ['Scheduled', 'Waiting', 'Gifted', 'Received'])
      expect(giftState(facts({ order_status, declined_at: 5 }))).not.toBe('declined');
  });
});

describe('giftStateWord', () => {
  it('words every state for the sender as the state itself', () => {
    for (const s of GIFT_STATES) expect(giftStateWord(s, 'owner')).toBe(s);
  });

  it('never says Sent to a recipient', () => {
    expect(giftStateWord('sent', 'recipient')).toBe('newGift');
    expect(giftStateWord('opened', 'recipient')).toBe('received');
    expect(giftStateWord('redeemed', 'recipient')).toBe('redeemed');
    for (const s of GIFT_STATES) expect(giftStateWord(s, 'recipient')).not.toBe('sent');
  });
});

describe('giftTimeline', () => {
  it('shows no gift path on orders that are not gifts on their way', () => {
    for (const s of ['unpaid', 'cancelled', 'refunded', 'reward', 'self_use', 'draft'] as const) {
      expect(giftTimeline(s, 'owner', false)).toEqual([]);
      expect(giftTimeline(s, 'recipient', false)).toEqual([]);
    }
  });

  it('follows the sender through the gift in order, never "Sent on" after "Opened on"', () => {
    expect(giftTimeline('scheduled', 'owner', false)).toEqual(['scheduledFor']);
    expect(giftTimeline('waiting', 'owner', false)).toEqual(['waitingFor']);
    expect(giftTimeline('sent', 'owner', false)).toEqual(['sentOn', 'notOpened']);
    expect(giftTimeline('opened', 'owner', false)).toEqual(['sentOn', 'openedOn']);
    expect(giftTimeline('redeemed', 'owner', false)).toEqual(['sentOn', 'openedOn', 'redeemedOn']);
    expect(giftTimeline('redeemed', 'owner', true)).toEqual(['openedOn', 'redeemedOn']);
    expect(giftTimeline('declined', 'owner', false)).toEqual(['declined']);
    expect(giftTimeline('taken_back', 'owner', false)).toEqual(['takenBack']);
  });

  it('shows the recipient only when they redeemed it', () => {
    expect(giftTimeline('sent', 'recipient', false)).toEqual([]);
    expect(giftTimeline('opened', 'recipient', false)).toEqual([]);
    expect(giftTimeline('redeemed', 'recipient', true)).toEqual(['redeemedOn']);
  });
});
