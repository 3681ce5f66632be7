import type { Names } from './art-types.ts';
import type { BrandKey } from './brands.ts';
import type { IntentionValue } from './filter-options.ts';
import type { CurrencyCode } from './money.ts';

/** value: a voucher worth its face value; item: a named product or experience; udollar: stored value. */
export type OfferKind = 'value' | 'item' | 'udollar';
export type Gender = '' | 'Male' | 'Female';

export interface OfferSeed {
  key: string;
  brand: BrandKey;
  kind: OfferKind;
  /** price tier, see PRICE_TIERS */
  tier: number;
  /** item price = tier value x factor, rounded to a shop-like price */
  factor?: number;
  item?: Names;
  blurb?: Names;
  /** upper-case English label printed on the product art */
  short: string;
  gender?: Gender;
  ages?: [number, number];
  intentions: IntentionValue[];
}

/** Face values in major units per currency; the same tier is a similar amount everywhere. */
export const PRICE_TIERS: Record<CurrencyCode, number[]> = {
  SGD: [5, 10, 20, 30, 50, 100],
  MYR: [15, 30, 60, 100, 150, 300],
  JPY: [500, 1000, 2000, 3000, 5000, 10000],
  CNY: [30, 60, 120, 180, 300, 600],
};

export const OFFERS: OfferSeed[] = [
  {
    key: 'bean-value',
    brand: 'bean-there',
    kind: 'value',
    tier: 1,
    short: 'E-VOUCHER',
    intentions: ['thank_you', 'just_because'],
    ages: [16, 99],
  },
  {
    key: 'bean-latte2',
    brand: 'bean-there',
    kind: 'item',
    tier: 1,
    factor: 1.3,
    short: 'LATTE FOR TWO',
    intentions: ['just_because', 'anniversary'],
    ages: [16, 99],
    item: { en: 'Latte for Two', cn: '双人拿铁套餐', jp: 'ラテ2杯セット' },
    blurb: {
      en: 'Two handcrafted lattes (any size) with a choice of oat or dairy milk.',
      cn: '两杯手工拿铁（任意杯型），可选燕麦奶或牛奶。',
      jp: 'お好きなサイズのハンドメイドラテ2杯。オーツミルクも選べます。',
    },
  },
  {
    key: 'bean-pack',
    brand: 'bean-there',
    kind: 'item',
    tier: 3,
    factor: 1.2,
    short: 'COFFEE LOVER PACK',
    intentions: ['birthday', 'thank_you'],
    ages: [18, 99],
    item: { en: 'Coffee Lover Gift Pack', cn: '咖啡爱好者礼包', jp: 'コーヒー好きギフトパック' },
    blurb: {
      en: 'A 250 g bag of house blend beans, a ceramic mug and two drink vouchers.',
      cn: '250克招牌咖啡豆、陶瓷马克杯及两张饮品券。',
      jp: 'ハウスブレンド豆250g、陶器マグ、ドリンク券2枚のセット。',
    },
  },
  {
    key: 'grill-value',
    brand: 'grill-bun',
    kind: 'value',
    tier: 2,
    short: 'E-VOUCHER',
    intentions: ['birthday', 'just_because'],
    ages: [10, 99],
  },
  {
    key: 'grill-combo',
    brand: 'grill-bun',
    kind: 'item',
    tier: 1,
    factor: 1.5,
    short: 'DOUBLE CHEESE COMBO',
    gender: 'Male',
    intentions: ['just_because', 'thank_you'],
    ages: [12, 60],
    item: { en: 'Double Cheese Combo', cn: '双层芝士套餐', jp: 'ダブルチーズコンボ' },
    blurb: {
      en: 'Double cheeseburger with fries and a drink of your choice.',
      cn: '双层芝士汉堡配薯条及任选饮品一杯。',
      jp: 'ダブルチーズバーガーにポテトとお好きなドリンク付き。',
    },
  },
  {
    key: 'sakura-cake',
    brand: 'sakura-sweets',
    kind: 'item',
    tier: 3,
    factor: 1.3,
    short: 'WHOLE SHORTCAKE',
    intentions: ['birthday', 'anniversary', 'congratulations'],
    ages: [0, 99],
    item: { en: 'Strawberry Shortcake (Whole)', cn: '草莓奶油蛋糕（整个）', jp: 'いちごショートケーキ（ホール）' },
    blurb: {
      en: 'A 6-inch sponge cake layered with fresh cream and strawberries, serves 6.',
      cn: '6寸海绵蛋糕，夹满鲜奶油与草莓，可供6人享用。',
      jp: '生クリームと苺をたっぷり重ねた6号サイズ、6名様向け。',
    },
  },
  {
    key: 'sakura-value',
    brand: 'sakura-sweets',
    kind: 'value',
    tier: 1,
    short: 'E-VOUCHER',
    intentions: ['thank_you', 'just_because'],
    ages: [0, 99],
  },
  {
    key: 'urban-50',
    brand: 'urban-threads',
    kind: 'value',
    tier: 4,
    short: 'GIFT CARD',
    intentions: ['birthday', 'festive'],
    ages: [15, 70],
  },
  {
    key: 'urban-100',
    brand: 'urban-threads',
    kind: 'value',
    tier: 5,
    short: 'GIFT CARD',
    intentions: ['birthday', 'congratulations', 'festive'],
    ages: [15, 70],
  },
  {
    key: 'lotus-massage',
    brand: 'lotus-spa',
    kind: 'item',
    tier: 5,
    factor: 1.1,
    short: '60-MIN MASSAGE',
    intentions: ['anniversary', 'thank_you', 'birthday'],
    ages: [18, 80],
    item: { en: '60-min Aromatherapy Massage', cn: '60分钟芳香按摩', jp: '60分アロママッサージ' },
    blurb: {
      en: 'A full-body massage with a choice of three essential oil blends, plus herbal tea.',
      cn: '全身按摩，可从三种精油中任选，附送花草茶。',
      jp: '3種類のアロマオイルから選べる全身マッサージ、ハーブティー付き。',
    },
  },
  {
    key: 'lotus-facial',
    brand: 'lotus-spa',
    kind: 'item',
    tier: 4,
    factor: 1.4,
    short: 'HYDRATING FACIAL',
    gender: 'Female',
    intentions: ['birthday', 'anniversary'],
    ages: [18, 80],
    item: { en: 'Hydrating Facial', cn: '保湿面部护理', jp: '保湿フェイシャル' },
    blurb: {
      en: 'A 75-minute facial with deep cleanse, mask and hand massage.',
      cn: '75分钟面部护理，包括深层清洁、面膜与手部按摩。',
      jp: 'ディープクレンジング・パック・ハンドマッサージ付き75分コース。',
    },
  },
  {
    key: 'star-2tix',
    brand: 'starscreen',
    kind: 'item',
    tier: 2,
    factor: 1.2,
    short: 'TICKETS FOR TWO',
    intentions: ['anniversary', 'just_because'],
    ages: [12, 99],
    item: { en: 'Movie Tickets for Two', cn: '双人电影票', jp: '映画ペアチケット' },
    blurb: {
      en: 'Two standard 2D tickets for any show, any day of the week.',
      cn: '两张标准2D电影票，每天任意场次均可使用。',
      jp: '曜日・上映回を問わず使える2D通常鑑賞券2枚。',
    },
  },
  {
    key: 'star-combo',
    brand: 'starscreen',
    kind: 'item',
    tier: 0,
    factor: 1.6,
    short: 'POPCORN COMBO',
    intentions: ['just_because', 'thank_you'],
    ages: [6, 99],
    item: { en: 'Popcorn & Drink Combo', cn: '爆米花饮料套餐', jp: 'ポップコーン＆ドリンクセット' },
    blurb: {
      en: 'A large sweet or salted popcorn with two regular drinks.',
      cn: '大份甜味或咸味爆米花配两杯中杯饮料。',
      jp: 'Lサイズのポップコーン（塩またはキャラメル）とドリンク2杯。',
    },
  },
  {
    key: 'pixel-20',
    brand: 'pixelplay',
    kind: 'value',
    tier: 2,
    short: 'GAME CREDIT',
    gender: 'Male',
    intentions: ['birthday', 'just_because'],
    ages: [10, 40],
  },
  {
    key: 'pixel-50',
    brand: 'pixelplay',
    kind: 'value',
    tier: 4,
    short: 'GAME CREDIT',
    intentions: ['birthday', 'congratulations', 'festive'],
    ages: [10, 40],
  },
  {
    key: 'page-20',
    brand: 'pageturner',
    kind: 'value',
    tier: 2,
    short: 'BOOK VOUCHER',
    intentions: ['thank_you', 'congratulations'],
    ages: [8, 99],
  },
  {
    key: 'page-box',
    brand: 'pageturner',
    kind: 'item',
    tier: 3,
    factor: 1.2,
    short: 'SURPRISE BOX',
    intentions: ['birthday', 'just_because'],
    ages: [12, 99],
    item: { en: 'Bestseller Surprise Box', cn: '畅销书惊喜盒', jp: 'ベストセラー・サプライズボックス' },
    blurb: {
      en: 'Two hand-picked bestsellers, a bookmark and a notebook, gift-wrapped.',
      cn: '两本精选畅销书、书签与笔记本，附礼品包装。',
      jp: '厳選ベストセラー2冊としおり・ノートをギフト包装で。',
    },
  },
  {
    key: 'sky-100',
    brand: 'skyhop',
    kind: 'value',
    tier: 5,
    short: 'TRAVEL CREDIT',
    intentions: ['congratulations', 'anniversary', 'festive'],
    ages: [18, 80],
  },
  {
    key: 'sky-lounge',
    brand: 'skyhop',
    kind: 'item',
    tier: 4,
    factor: 1.0,
    short: 'LOUNGE PASS',
    intentions: ['thank_you', 'congratulations'],
    ages: [18, 80],
    item: { en: 'Airport Lounge Pass', cn: '机场贵宾室通行证', jp: '空港ラウンジパス' },
    blurb: {
      en: 'Three hours in a partner airport lounge with buffet, showers and Wi-Fi.',
      cn: '在合作机场贵宾室享受3小时自助餐、淋浴与无线网络。',
      jp: '提携空港ラウンジで3時間、ビュッフェ・シャワー・Wi-Fiを。',
    },
  },
  {
    key: 'glow-30',
    brand: 'glow-beauty',
    kind: 'value',
    tier: 3,
    short: 'BEAUTY VOUCHER',
    gender: 'Female',
    intentions: ['birthday', 'thank_you'],
    ages: [16, 70],
  },
  {
    key: 'glow-kit',
    brand: 'glow-beauty',
    kind: 'item',
    tier: 2,
    factor: 1.45,
    short: 'SKINCARE MINI KIT',
    gender: 'Female',
    intentions: ['birthday', 'festive', 'just_because'],
    ages: [16, 70],
    item: { en: 'Skincare Mini Kit', cn: '焕彩护肤迷你套装', jp: 'スキンケア・ミニキット' },
    blurb: {
      en: 'Travel-size cleanser, serum, moisturiser and lip balm in a zip pouch.',
      cn: '旅行装洁面乳、精华、面霜与润唇膏，附拉链收纳包。',
      jp: 'クレンザー・美容液・保湿クリーム・リップのトラベルサイズ、ポーチ付き。',
    },
  },
  {
    key: 'fresh-30',
    brand: 'freshcart',
    kind: 'value',
    tier: 3,
    short: 'GROCERY VOUCHER',
    intentions: ['thank_you', 'festive'],
    ages: [18, 99],
  },
  {
    key: 'fresh-50',
    brand: 'freshcart',
    kind: 'value',
    tier: 4,
    short: 'GROCERY VOUCHER',
    intentions: ['festive', 'just_because'],
    ages: [18, 99],
  },
  {
    key: 'udollar-50',
    brand: 'ugift',
    kind: 'udollar',
    tier: 4,
    short: 'STORED VALUE',
    intentions: ['birthday', 'thank_you', 'festive'],
    ages: [0, 99],
  },
  {
    key: 'udollar-100',
    brand: 'ugift',
    kind: 'udollar',
    tier: 5,
    short: 'STORED VALUE',
    intentions: ['birthday', 'congratulations', 'festive'],
    ages: [0, 99],
  },
];

export function offerByKey(key: string): OfferSeed {
  const o = OFFERS.find((x) => x.key === key);
  if (!o) throw new Error(`unknown offer ${key}`);
  return o;
}
