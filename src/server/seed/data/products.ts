import type { VoucherCodeType } from '../../evoucher/voucher-code.ts';
import type { Names } from './art-types.ts';
import { brandByKey, type BrandSeed } from './brands.ts';
import { categoryByKey, type CategorySeed } from './categories.ts';
import { COUNTRIES, type CountryKey, type CountrySeed } from './countries.ts';
import { discountCampaignFor } from './discount-campaigns.ts';
import type { IntentionValue, InterestValue } from './filter-options.ts';
import { MINOR_DIGITS, moneyLabel, toMinor, type CurrencyCode } from './money.ts';
import { offerByKey, PRICE_TIERS, type Gender, type OfferSeed } from './offers.ts';
import { between, prng } from './prng.ts';
import { productText, UNSAFE_HTML_SNIPPET, type ProductText } from './product-text.ts';

/** 15 products per country; ids follow this order (Singapore first: it is the demo member's country). */
export const COUNTRY_OFFERS: Record<CountryKey, string[]> = {
  SG: [
    'bean-value',
    'bean-latte2',
    'bean-pack',
    'grill-value',
    'sakura-cake',
    'urban-50',
    'lotus-massage',
    'star-2tix',
    'pixel-20',
    'page-20',
    'sky-100',
    'glow-30',
    'fresh-50',
    'udollar-50',
    'udollar-100',
  ],
  MY: [
    'bean-value',
    'bean-pack',
    'grill-value',
    'grill-combo',
    'sakura-value',
    'urban-100',
    'lotus-facial',
    'star-2tix',
    'star-combo',
    'pixel-50',
    'page-box',
    'sky-lounge',
    'glow-kit',
    'fresh-30',
    'udollar-100',
  ],
  JP: [
    'bean-latte2',
    'grill-combo',
    'sakura-cake',
    'sakura-value',
    'urban-50',
    'lotus-massage',
    'star-2tix',
    'star-combo',
    'pixel-20',
    'pixel-50',
    'page-20',
    'sky-lounge',
    'glow-30',
    'fresh-50',
    'udollar-50',
  ],
  CN: [
    'bean-value',
    'bean-latte2',
    'grill-value',
    'sakura-cake',
    'urban-100',
    'lotus-facial',
    'star-combo',
    'pixel-50',
    'page-box',
    'sky-100',
    'glow-kit',
    'glow-30',
    'fresh-30',
    'udollar-50',
    'udollar-100',
  ],
};
const COUNTRY_ORDER: CountryKey[] = ['SG', 'MY', 'JP', 'CN'];

/** Sold out and nearly sold out products, by country and offer. */
const OUT_OF_STOCK: string[] = ['SG:lotus-massage', 'MY:sky-lounge', 'JP:sakura-cake', 'CN:page-box'];
const LOW_STOCK: Record<string, number> = { 'SG:sakura-cake': 3, 'MY:lotus-facial': 2, 'JP:star-2tix': 5, 'CN:glow-kit': 3 };
/** The product whose HTML carries markup that must be sanitised. */
const UNSAFE_HTML: string = 'SG:page-20';

export interface ProductSeed {
  id: number;
  country: CountrySeed;
  brand: BrandSeed;
  category: CategorySeed;
  offer: OfferSeed;
  currency: CurrencyCode;
  /** minor units */
  price: number;
  priceLabel: string;
  text: { en: ProductText; cn: ProductText; jp: ProductText };
  names: Names;
  /** paths under public/demo; the first is the main image */
  images: string[];
  stock: number;
  soldCount: number;
  recommended: boolean;
  codeType: VoucherCodeType;
  validityDays: number;
  createdDaysAgo: number;
  gender: Gender;
  ageMin: number;
  ageMax: number;
  interests: InterestValue[];
  intentions: IntentionValue[];
  isUdollar: boolean;
  /** a value e-voucher (S$10 E-VOUCHER) is stored value: spent in part at a merchant's counter */
  storedValue: boolean;
  outletCount: number;
  campaignId: number | null;
}

/** Items sell at a shop-like price: S$12.90, RM38.90, ¥1,280. */
function itemPrice(value: number, factor: number, currency: CurrencyCode): number {
  const raw = value * factor;
  if (MINOR_DIGITS[currency] === 0) return Math.max(10, Math.round(raw / 10) * 10 - 20);
  return toMinor(Math.max(0.9, Math.round(raw) - 0.1), currency);
}

function buildOne(id: number, country: CountrySeed, offerKey: string): ProductSeed {
  const offer = offerByKey(offerKey);
  const brand = brandByKey(offer.brand);
  const currency = country.currency_code;
  const rand = prng(id * 7919);
  const faceValue = PRICE_TIERS[currency][offer.tier];
  const price = offer.kind === 'item' ? itemPrice(faceValue, offer.factor ?? 1, currency) : toMinor(faceValue, currency);
  const priceLabel = moneyLabel(price, currency);
  const codeType: VoucherCodeType = offer.kind === 'udollar' ? 'alphanumeric' : brand.codeType;
  const validityDays = offer.kind === 'udollar' ? 365 : brand.validityDays;
  const text = productText({
    brand: brand.names,
    tagline: brand.tagline,
    country: country.names,
    kind: offer.kind,
    item: offer.item,
    blurb: offer.blurb,
    money: priceLabel,
    currency,
    codeType,
    online: brand.online,
    validityDays,
  });
  const tag = `${country.key}:${offerKey}`;
  if (tag === UNSAFE_HTML) {
    text.en.terms_and_conditions += UNSAFE_HTML_SNIPPET;
    text.en.redeem_howto += '<p><a href="javascript:window.__ugiftXss = true" onclick="window.__ugiftXss = true">Need help?</a></p>';
  }
  const base = `products/${country.key.toLowerCase()}-${offerKey}`;
  const images = [`${base}.svg`];
  if (offer.kind !== 'udollar' && (offer.kind === 'item' || id % 3 === 0)) images.push(`${base}-2.svg`);
  const stock = OUT_OF_STOCK.includes(tag) ? 0 : (LOW_STOCK[tag] ?? (offer.kind === 'udollar' ? 500 : between(rand, 4, 100) * 5));
  const campaign = discountCampaignFor(country.key, offerKey);
  return {
    id,
    country,
    brand,
    category: categoryByKey(brand.category),
    offer,
    currency,
    price,
    priceLabel,
    text,
    names: { en: text.en.name, cn: text.cn.name, jp: text.jp.name },
    images,
    stock,
    soldCount: between(rand, 3, 400) * (offer.kind === 'udollar' ? 2 : 5),
    recommended: rand() < 0.3 || id % 7 === 1,
    codeType,
    validityDays,
    createdDaysAgo: 2 + ((id * 37) % 175),
    gender: offer.gender ?? '',
    ageMin: offer.ages?.[0] ?? 0,
    ageMax: offer.ages?.[1] ?? 99,
    interests: [...brand.interests],
    intentions: [...offer.intentions],
    isUdollar: offer.kind === 'udollar',
    storedValue: offer.kind === 'value',
    outletCount: brand.online ? 0 : 1 + (id % 3),
    campaignId: campaign?.id ?? null,
  };
}

let cache: ProductSeed[] | undefined;

/** All 60 demo products with fixed ids 1..60. */
export function buildProducts(): ProductSeed[] {
  if (cache) return cache;
  const out: ProductSeed[] = [];
  for (const key of COUNTRY_ORDER) {
    const country = COUNTRIES.find((c) => c.key === key);
    if (!country) throw new Error(`missing country ${key}`);
    for (const offer of COUNTRY_OFFERS[key]) out.push(buildOne(out.length + 1, country, offer));
  }
  cache = out;
  return out;
}

export function productFor(country: CountryKey, offer: string): ProductSeed {
  const p = buildProducts().find((x) => x.country.key === country && x.offer.key === offer);
  if (!p) throw new Error(`no product ${country}:${offer}`);
  return p;
}
