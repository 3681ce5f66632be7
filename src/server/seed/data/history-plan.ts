import type { CountryKey } from './countries.ts';
import type { OrderPlan, PlanLine } from './activity-plan.ts';
import { buildProducts } from './products.ts';
import { between, prng } from './prng.ts';

/** Designs offered in every market that carry a written message (the others are finished art or one market's). */
const WRITABLE_CARDS = [1, 4, 6, 8, 10, 11];

/**
 * The demo shop's lived-in past (decision 0238): shoppers who joined over half a year, and ninety days of their orders
 * (more on weekends, growing slowly), in the four markets, so the back office's dashboard says something on first
 * start. The same every run (a seeded PRNG); ids are given by the caller, after the seed's fixed ones.
 */
export const HISTORY_DAYS = 90;

export interface HistoryMember {
  key: number;
  country: CountryKey;
  phonePrefix: string;
  phoneNumber: string;
  name: string;
  createdDaysAgo: number;
}

export type HistoryOrder = Omit<OrderPlan, 'id' | 'memberId' | 'recipientId'> & { buyer: number; recipient: number | null };

const FIRST = [
  'Wei',
  'Priya',
  'Daniel',
  'Mei',
  'Arjun',
  'Siti',
  'Kenji',
  'Yuki',
  'Li',
  'Hana',
  'Marcus',
  'Aisha',
  'Ravi',
  'Chloe',
  'Haruto',
  'Nur',
];
const LAST = ['Lim', 'Ng', 'Kumar', 'Wong', 'Sato', 'Tanaka', 'Chen', 'Abdullah', 'Ong', 'Goh', 'Suzuki', 'Zhang', 'Rahman', 'Teo'];
const MARKETS: Array<{ key: CountryKey; weight: number; prefix: string; number: (i: number) => string }> = [
  { key: 'SG', weight: 0.55, prefix: '+65', number: (i) => `9700${String(i).padStart(4, '0')}` },
  { key: 'JP', weight: 0.2, prefix: '+81', number: (i) => `80990${String(i).padStart(5, '0')}` },
  { key: 'MY', weight: 0.15, prefix: '+60', number: (i) => `1799${String(i).padStart(5, '0')}` },
  { key: 'CN', weight: 0.1, prefix: '+86', number: (i) => `1399900${String(i).padStart(4, '0')}` },
];

function pickMarket(r: number) {
  let sum = 0;
  for (const m of MARKETS) {
    sum += m.weight;
    if (r < sum) return m;
  }
  return MARKETS[0];
}

export function historyPlan(): { members: HistoryMember[]; orders: HistoryOrder[] } {
  const rand = prng(90_2026);
  const members: HistoryMember[] = [];
  for (let i = 0; i < 96; i++) {
    const m = pickMarket(rand());
    members.push({
      key: i,
      country: m.key,
      phonePrefix: m.prefix,
      phoneNumber: m.number(i),
      name: `${FIRST[between(rand, 0, FIRST.length - 1)]} ${LAST[between(rand, 0, LAST.length - 1)]}`,
      // a member joins over the last 180 days, a few more lately
      createdDaysAgo: Math.round(180 * rand() ** 1.4 * 100) / 100,
    });
  }
  const offers = new Map<CountryKey, string[]>();
  for (const p of buildProducts()) {
    // no seeded voucher lapses in the weeks after the seed (the expiry job's first runs stay the demo member's story)
    if (p.isUdollar || p.validityDays < 180) continue;
    offers.set(p.country.key, [...(offers.get(p.country.key) ?? []), p.offer.key]);
  }
  const storedValue = new Set(
    buildProducts()
      .filter((p) => p.storedValue)
      .map((p) => `${p.country.key}:${p.offer.key}`),
  );
  const orders: HistoryOrder[] = [];
  for (let day = HISTORY_DAYS - 1; day >= 0; day--) {
    const weekend = day % 7 === 1 || day % 7 === 2;
    const count = Math.max(1, Math.round((3 + (HISTORY_DAYS - day) / 30) * (weekend ? 1.6 : 1) + (rand() - 0.5) * 3));
    for (let k = 0; k < count; k++) {
      // a moment of that day, never after the seed time
      const createdDaysAgo = day + (day === 0 ? rand() * 0.4 + 0.05 : rand() * 0.9);
      const buyers = members.filter((m) => m.createdDaysAgo >= createdDaysAgo);
      if (buyers.length === 0) continue;
      const buyer = buyers[between(rand, 0, buyers.length - 1)];
      const keys = offers.get(buyer.country) ?? [];
      const lines: PlanLine[] = [];
      for (let n = rand() < 0.25 ? 2 : 1; n > 0; n--) {
        const offer = keys[between(rand, 0, keys.length - 1)];
        if (lines.some((l) => l.offer === offer)) continue;
        const quantity = rand() < 0.2 ? 2 : 1;
        // older vouchers have often been used at a counter (stored value is left whole: its balance is its own story)
        const used = day > 14 && !storedValue.has(`${buyer.country}:${offer}`);
        lines.push({ offer, quantity, fates: Array.from({ length: quantity }, () => (used && rand() < 0.55 ? 'Used' : 'Active')) });
      }
      const cancelled = rand() < 0.05;
      const gift = rand() < 0.55;
      const friends = members.filter((m) => m !== buyer && m.country === buyer.country && m.createdDaysAgo >= createdDaysAgo);
      const redeemed = gift && !cancelled && friends.length > 0 && (day > 2 || rand() < 0.4);
      const recipient = redeemed ? friends[between(rand, 0, friends.length - 1)].key : null;
      const toFriend = redeemed && rand() < 0.5;
      orders.push({
        key: `history-${day}-${k}`,
        buyer: buyer.key,
        recipient,
        market: buyer.country,
        paymentStatus: cancelled ? 'Cancelled' : 'Paid',
        orderStatus: !gift ? 'Self-Use' : !redeemed ? 'gift' : toFriend ? 'Gifted' : 'Received',
        lines: cancelled ? lines.map((l) => ({ offer: l.offer, quantity: l.quantity })) : lines,
        createdDaysAgo,
        ...(redeemed ? (toFriend ? { giftedDaysAgo: createdDaysAgo - 0.01 } : { receivedDaysAgo: Math.max(0, createdDaysAgo - 0.3) }) : {}),
        ...(gift
          ? {
              giftcard: {
                id: WRITABLE_CARDS[k % WRITABLE_CARDS.length],
                to: 'For you',
                message: 'A little something, with love.',
                music: 1 + (k % 3),
                photo: false,
              },
            }
          : {}),
      });
    }
  }
  return { members, orders };
}
