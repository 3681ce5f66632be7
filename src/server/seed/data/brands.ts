import type { VoucherCodeType } from '../../evoucher/voucher-code.ts';
import type { IconKey, Names } from './art-types.ts';
import type { CategoryKey } from './categories.ts';
import type { InterestValue } from './filter-options.ts';

export type BrandKey =
  | 'bean-there'
  | 'grill-bun'
  | 'sakura-sweets'
  | 'urban-threads'
  | 'lotus-spa'
  | 'starscreen'
  | 'pixelplay'
  | 'pageturner'
  | 'skyhop'
  | 'glow-beauty'
  | 'freshcart'
  | 'ugift';

export interface BrandSeed {
  id: number;
  key: BrandKey;
  names: Names;
  /** one sentence about the brand, first sentence of every product description */
  tagline: Names;
  icon: IconKey;
  colour: string;
  category: CategoryKey;
  codeType: VoucherCodeType;
  /** online-only brands have no outlets */
  online: boolean;
  interests: InterestValue[];
  validityDays: number;
}

export const BRANDS: BrandSeed[] = [
  {
    id: 1,
    key: 'bean-there',
    icon: 'cup',
    colour: '#6F4E37',
    category: 'food-drinks',
    codeType: 'qrcode',
    online: false,
    interests: ['food'],
    validityDays: 180,
    names: { en: 'Bean There Coffee', cn: '豆在这里咖啡', jp: 'ビーンゼア・コーヒー' },
    tagline: {
      en: 'Small-batch roasts and flaky pastries, brewed fresh every morning.',
      cn: '小批量烘焙咖啡与酥脆糕点，每天清晨新鲜出炉。',
      jp: '毎朝淹れたての自家焙煎コーヒーとサクサクのペストリー。',
    },
  },
  {
    id: 2,
    key: 'grill-bun',
    icon: 'burger',
    colour: '#E4572E',
    category: 'dining',
    codeType: 'barcode',
    online: false,
    interests: ['food'],
    validityDays: 180,
    names: { en: 'Grill & Bun', cn: '烤堡坊', jp: 'グリル＆バン' },
    tagline: {
      en: 'Flame-grilled burgers stacked high with fresh toppings.',
      cn: '炭火烤制汉堡，层层叠满新鲜配料。',
      jp: '直火焼きパティと新鮮な具材をたっぷり挟んだバーガー。',
    },
  },
  {
    id: 3,
    key: 'sakura-sweets',
    icon: 'cake',
    colour: '#E75480',
    category: 'food-drinks',
    codeType: 'qrcode',
    online: false,
    interests: ['food'],
    validityDays: 90,
    names: { en: 'Sakura Sweets', cn: '樱花甜品', jp: 'さくらスイーツ' },
    tagline: {
      en: 'Japanese-style cakes and desserts made by hand.',
      cn: '手工制作的日式蛋糕与甜点。',
      jp: '職人が手作りする和テイストのケーキとデザート。',
    },
  },
  {
    id: 4,
    key: 'urban-threads',
    icon: 'bag',
    colour: '#2E86AB',
    category: 'shopping',
    codeType: 'barcode',
    online: false,
    interests: ['fashion'],
    validityDays: 365,
    names: { en: 'Urban Threads', cn: '都市衣坊', jp: 'アーバンスレッズ' },
    tagline: {
      en: 'Everyday fashion and accessories for the whole family.',
      cn: '全家适用的日常时尚服饰与配件。',
      jp: '家族みんなの毎日のファッションと小物。',
    },
  },
  {
    id: 5,
    key: 'lotus-spa',
    icon: 'leaf',
    colour: '#2A9D8F',
    category: 'beauty',
    codeType: 'alphanumeric',
    online: false,
    interests: ['wellness'],
    validityDays: 180,
    names: { en: 'Lotus Spa', cn: '莲花水疗', jp: 'ロータス・スパ' },
    tagline: {
      en: 'A calm urban retreat for massages and facials.',
      cn: '城市中的宁静角落，提供按摩与面部护理。',
      jp: '街なかで寛げる、マッサージとフェイシャルのサロン。',
    },
  },
  {
    id: 6,
    key: 'starscreen',
    icon: 'ticket',
    colour: '#7B2CBF',
    category: 'entertainment',
    codeType: 'barcode',
    online: false,
    interests: ['movies'],
    validityDays: 180,
    names: { en: 'StarScreen Cinemas', cn: '星幕影城', jp: 'スタースクリーン・シネマ' },
    tagline: {
      en: 'The latest blockbusters on the big screen, with reclining seats.',
      cn: '在大银幕上观看最新大片，配备可躺式座椅。',
      jp: 'リクライニングシートで最新作を大スクリーンで。',
    },
  },
  {
    id: 7,
    key: 'pixelplay',
    icon: 'gamepad',
    colour: '#4361EE',
    category: 'gaming',
    codeType: 'alphanumeric',
    online: true,
    interests: ['gaming'],
    validityDays: 365,
    names: { en: 'PixelPlay', cn: '像素玩家', jp: 'ピクセルプレイ' },
    tagline: {
      en: 'Credits for thousands of games, add-ons and subscriptions.',
      cn: '可用于数千款游戏、扩展内容与订阅的点数。',
      jp: '数千のゲーム・追加コンテンツ・サブスクに使えるクレジット。',
    },
  },
  {
    id: 8,
    key: 'pageturner',
    icon: 'book',
    colour: '#9C6644',
    category: 'books',
    codeType: 'alphanumeric',
    online: false,
    interests: ['reading'],
    validityDays: 365,
    names: { en: 'PageTurner Books', cn: '翻页书店', jp: 'ページターナー書店' },
    tagline: {
      en: 'Independent bookshop with bestsellers, comics and stationery.',
      cn: '独立书店，畅销书、漫画与文具一应俱全。',
      jp: 'ベストセラーからコミック、文具まで揃う独立系書店。',
    },
  },
  {
    id: 9,
    key: 'skyhop',
    icon: 'plane',
    colour: '#0096C7',
    category: 'travel',
    codeType: 'url',
    online: true,
    interests: ['travel'],
    validityDays: 365,
    names: { en: 'SkyHop Travel', cn: '天跃旅行', jp: 'スカイホップ・トラベル' },
    tagline: {
      en: 'Flights, hotels and experiences booked in a few taps.',
      cn: '轻点几下即可预订机票、酒店与旅行体验。',
      jp: '航空券・ホテル・体験をタップだけで予約。',
    },
  },
  {
    id: 10,
    key: 'glow-beauty',
    icon: 'sparkle',
    colour: '#D63384',
    category: 'beauty',
    codeType: 'qrcode',
    online: false,
    interests: ['wellness', 'fashion'],
    validityDays: 180,
    names: { en: 'Glow Beauty', cn: '光彩美妆', jp: 'グロウ・ビューティー' },
    tagline: {
      en: 'Skincare and make-up from clean, cruelty-free labels.',
      cn: '来自纯净、零动物实验品牌的护肤与彩妆。',
      jp: 'クリーンでクルエルティフリーなスキンケアとコスメ。',
    },
  },
  {
    id: 11,
    key: 'freshcart',
    icon: 'cart',
    colour: '#40916C',
    category: 'shopping',
    codeType: 'url',
    online: true,
    interests: ['food'],
    validityDays: 365,
    names: { en: 'FreshCart Market', cn: '鲜购超市', jp: 'フレッシュカート・マーケット' },
    tagline: {
      en: 'Groceries and fresh produce delivered to the door.',
      cn: '生鲜杂货送货上门。',
      jp: '食料品と新鮮な食材を玄関までお届け。',
    },
  },
  {
    id: 12,
    key: 'ugift',
    icon: 'gift',
    colour: '#FF6B35',
    category: 'shopping',
    codeType: 'alphanumeric',
    online: true,
    interests: [],
    validityDays: 365,
    names: { en: 'Ugift', cn: 'Ugift 优礼', jp: 'Ugift' },
    tagline: {
      en: 'Stored value you can spend on anything in the Ugift shop.',
      cn: '可用于购买 Ugift 商城内任何商品的储值。',
      jp: 'Ugift ショップのすべての商品に使えるチャージ残高。',
    },
  },
];

export const brandImage = (b: BrandSeed): string => `brands/${b.key}.svg`;
export const brandHomeImage = (b: BrandSeed): string => `brands/${b.key}-home.svg`;

export function brandByKey(key: BrandKey): BrandSeed {
  const b = BRANDS.find((x) => x.key === key);
  if (!b) throw new Error(`unknown brand ${key}`);
  return b;
}
