import { sql, type SQL } from 'drizzle-orm';
import type { CampaignI18n } from '../db/schema/i18n-types.ts';
import { unitDiscountOf, type DiscountCampaign } from './discount-rule.ts';

/**
 * Catalogue prices follow the shop's one pricing rule (src/server/basket/pricing.ts, unitDiscountOf). Listing also
 * needs it inside SQL (price filters and the HIGH / LOW sorts); RUNNING_CAMPAIGN_JOIN and effectivePriceSql are that
 * same rule, and tests/api/catalogue/list-product-sort.test.ts checks them against each other.
 */

/** Joins the product's discount campaign as `c` only while it runs at `now`. */
export function runningCampaignJoin(now: Date): SQL {
  return sql`left join campaigns c on c.id = p.campaign_id and c.campaign_type = 'discount' and c.discount_value > 0
    and c.discount_mode in ('percent', 'amount')
    and (c.starts_at is null or c.starts_at <= ${now.toISOString()}::timestamptz)
    and (c.ends_at is null or c.ends_at > ${now.toISOString()}::timestamptz)`;
}

/** The unit price after the running campaign's discount, in minor units (needs runningCampaignJoin). */
export const effectivePriceSql: SQL = sql`(p.original_price - case
    when c.id is null then 0
    when c.discount_mode = 'percent' then least(p.original_price, greatest(0, round(p.original_price * least(c.discount_value, 100) / 100.0)::integer))
    else least(p.original_price, greatest(0, c.discount_value)) end)`;

export interface CampaignColumns {
  campaign_id: number | null;
  discount_mode: string | null;
  discount_value: number | null;
  starts_at: Date | string | null;
  ends_at: Date | string | null;
  campaign_i18n: CampaignI18n | null;
}

export interface CampaignInfo {
  campaign_id: number;
  discount_mode: 'percent' | 'amount';
  discount_value: number;
  discounted_price: number;
  /** English; multiple_languages carries each language's text */
  discount_message: string;
  multiple_languages: Record<'en' | 'cn' | 'jp', { name: string; discount_message: string }>;
}

const toDate = (v: Date | string | null): Date | null => (v === null ? null : v instanceof Date ? v : new Date(v));

function messageOf(i18n: CampaignI18n, lang: 'en' | 'cn' | 'jp'): { name: string; discount_message: string } {
  const l = i18n[lang] ?? {};
  return { name: l.name || i18n.en.name, discount_message: l.discount_message || i18n.en.discount_message || '' };
}

/** The product's price and its running campaign, as the answers carry them. */
export function priceOf(
  originalPrice: number,
  row: CampaignColumns,
  now: Date,
): { discounted_price: number; campaign_info: CampaignInfo | null } {
  if (row.campaign_id === null || (row.discount_mode !== 'percent' && row.discount_mode !== 'amount') || !row.campaign_i18n) {
    return { discounted_price: originalPrice, campaign_info: null };
  }
  const campaign: DiscountCampaign = {
    mode: row.discount_mode,
    value: row.discount_value ?? 0,
    startsAt: toDate(row.starts_at),
    endsAt: toDate(row.ends_at),
  };
  const discount = unitDiscountOf(originalPrice, campaign, now);
  if (discount <= 0) return { discounted_price: originalPrice, campaign_info: null };
  const i18n = row.campaign_i18n;
  const discounted = originalPrice - discount;
  return {
    discounted_price: discounted,
    campaign_info: {
      campaign_id: row.campaign_id,
      discount_mode: row.discount_mode,
      discount_value: campaign.value,
      discounted_price: discounted,
      discount_message: messageOf(i18n, 'en').discount_message,
      multiple_languages: { en: messageOf(i18n, 'en'), cn: messageOf(i18n, 'cn'), jp: messageOf(i18n, 'jp') },
    },
  };
}

/** Columns of the joined campaign `c` that priceOf reads. */
export const campaignColumnsSql: SQL = sql`c.id as campaign_id, c.discount_mode, c.discount_value, c.starts_at, c.ends_at, c.i18n as campaign_i18n`;
