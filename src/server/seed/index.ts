import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows-of.ts';
import { seedActivity } from './activity.ts';
import { seedCatalogue } from './catalogue.ts';
import { fixSequences, type SeedContext } from './context.ts';
import { seedCountries } from './countries.ts';
import { seedGiftcards } from './giftcards.ts';
import { seedBannersAndPopups, seedCampaigns } from './marketing.ts';
import { seedMembers } from './members.ts';
import { DEMO_PASSWORD } from './data/members.ts';
import { seedDemoStaff } from './staff.ts';
import { seedHistory } from './history.ts';

/** The account to try the shop with (also shown by the login page in demo mode). */
export const DEMO_MEMBER = { phonePrefix: '+65', phoneNumber: '91234567', password: DEMO_PASSWORD } as const;

export interface SeedSummary {
  seeded: boolean;
  countries: number;
  categories: number;
  brands: number;
  filterOptions: number;
  campaigns: number;
  products: number;
  productImages: number;
  outlets: number;
  music: number;
  giftcardCategories: number;
  giftcards: number;
  giftcardProducts: number;
  banners: number;
  popups: number;
  members: number;
  friendships: number;
  orders: number;
  orderLines: number;
  evouchers: number;
  udollarCards: number;
  notifications: number;
  staff: number;
  historyMembers: number;
  historyOrders: number;
}

/** Tables that receive explicit ids; their sequences are moved past the highest id afterwards. */
const EXPLICIT_ID_TABLES = [
  'countries',
  'categories',
  'brands',
  'campaigns',
  'products',
  'giftcard_categories',
  'giftcards',
  'music',
  'members',
  'orders',
  'order_lines',
  'udollar_cards',
] as const;

const EMPTY: SeedSummary = {
  seeded: false,
  countries: 0,
  categories: 0,
  brands: 0,
  filterOptions: 0,
  campaigns: 0,
  products: 0,
  productImages: 0,
  outlets: 0,
  music: 0,
  giftcardCategories: 0,
  giftcards: 0,
  giftcardProducts: 0,
  banners: 0,
  popups: 0,
  members: 0,
  friendships: 0,
  orders: 0,
  orderLines: 0,
  evouchers: 0,
  udollarCards: 0,
  notifications: 0,
  staff: 0,
  historyMembers: 0,
  historyOrders: 0,
};

/**
 * Fills an empty database with the demo shop: catalogue in four countries, gift cards, music, marketing,
 * members and the demo member's activity. Does nothing (seeded: false) when countries already has rows.
 * Everything runs in one transaction; `now` anchors every seeded date.
 */
export async function seedDemoData(db: Db, now: Date): Promise<SeedSummary> {
  return db.transaction(async (tx) => {
    // Two servers starting together must not both seed.
    await tx.execute(sql`select pg_advisory_xact_lock(72622)`);
    const existing = rowsOf<{ n: number }>(await tx.execute(sql`select count(*)::int as n from countries`));
    if (Number(existing[0]?.n ?? 0) > 0) return { ...EMPTY };
    const ctx: SeedContext = { tx, now };
    const countries = await seedCountries(ctx);
    const campaigns = await seedCampaigns(ctx);
    const catalogue = await seedCatalogue(ctx);
    const giftcards = await seedGiftcards(ctx);
    const marketing = await seedBannersAndPopups(ctx);
    const people = await seedMembers(ctx);
    const activity = await seedActivity(ctx);
    await fixSequences(tx, EXPLICIT_ID_TABLES);
    // ninety days of other shoppers' orders, after every fixed id (decision 0238)
    const history = await seedHistory(ctx);
    const staff = await seedDemoStaff(tx, now);
    // the seed writes its shop in bulk: its value enters the ledger as opening entries (decision 0236)
    await tx.execute(sql`select ledger_open(${now.toISOString()}::timestamptz)`);
    return { seeded: true, staff, countries, campaigns, ...catalogue, ...giftcards, ...marketing, ...people, ...activity, ...history };
  });
}
