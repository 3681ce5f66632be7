import type { Names } from './art-types.ts';
import type { PromoArt } from './campaign-art.ts';
import type { CountryKey } from './countries.ts';

export interface DiscountCampaignSeed {
  id: number;
  country: CountryKey;
  mode: 'percent' | 'amount';
  /** percent: whole percent; amount: minor units of the country's currency */
  value: number;
  /** offers (see offers.ts) in that country that carry the discount */
  offers: string[];
  names: Names;
  descriptions: Names;
  art: PromoArt;
}

export const DISCOUNT_CAMPAIGNS: DiscountCampaignSeed[] = [
  {
    id: 1,
    country: 'SG',
    mode: 'percent',
    value: 10,
    offers: ['bean-value', 'bean-latte2', 'bean-pack'],
    names: { en: 'Coffee Break Week', cn: '咖啡时光周', jp: 'コーヒーブレイク・ウィーク' },
    descriptions: {
      en: 'Treat a friend to a coffee break: 10% off every Bean There Coffee gift.',
      cn: '请朋友喝杯咖啡：豆在这里咖啡全部礼品九折。',
      jp: 'ビーンゼア・コーヒーのギフトが全品10%オフ。',
    },
    art: {
      file: 'campaigns/coffee-break.svg',
      title: 'Coffee Break Week',
      subtitle: '10% off Bean There gifts',
      icon: 'cup',
      colours: ['#6F4E37', '#C08552'],
      badge: '10% OFF',
    },
  },
  {
    id: 2,
    country: 'SG',
    mode: 'amount',
    value: 500,
    offers: ['urban-50', 'glow-30'],
    names: { en: 'Weekend Treat', cn: '周末犒赏', jp: 'ウィークエンド・トリート' },
    descriptions: {
      en: 'S$5 off fashion and beauty gift cards, this weekend only.',
      cn: '时尚与美妆礼品卡立减 S$5，仅限本周末。',
      jp: 'ファッションとビューティーのギフトカードがS$5オフ。週末限定。',
    },
    art: {
      file: 'campaigns/weekend-treat.svg',
      title: 'Weekend Treat',
      subtitle: 'S$5 off fashion & beauty',
      icon: 'bag',
      colours: ['#2E86AB', '#D63384'],
      badge: 'S$5 OFF',
    },
  },
  {
    id: 3,
    country: 'MY',
    mode: 'percent',
    value: 15,
    offers: ['grill-value', 'grill-combo', 'sakura-value'],
    names: { en: 'Makan Deals', cn: '美食优惠', jp: 'マカン・ディール' },
    descriptions: {
      en: '15% off burgers and sweets, the perfect lunch gift.',
      cn: '汉堡与甜品八五折，午餐送礼首选。',
      jp: 'バーガーとスイーツが15%オフ。ランチのギフトに。',
    },
    art: {
      file: 'campaigns/makan-deals.svg',
      title: 'Makan Deals',
      subtitle: '15% off burgers & sweets',
      icon: 'burger',
      colours: ['#E4572E', '#F3A712'],
      badge: '15% OFF',
    },
  },
  {
    id: 4,
    country: 'MY',
    mode: 'amount',
    value: 1000,
    offers: ['urban-100', 'fresh-30'],
    names: { en: 'RM10 Off Big Gifts', cn: '大礼立减 RM10', jp: 'RM10オフ' },
    descriptions: {
      en: 'RM10 off selected fashion and grocery gift cards.',
      cn: '精选时尚与生鲜礼品卡立减 RM10。',
      jp: '対象のファッション・食料品ギフトカードがRM10オフ。',
    },
    art: {
      file: 'campaigns/big-gifts.svg',
      title: 'RM10 Off Big Gifts',
      subtitle: 'Fashion & groceries',
      icon: 'cart',
      colours: ['#40916C', '#2E86AB'],
      badge: 'RM10 OFF',
    },
  },
  {
    id: 5,
    country: 'JP',
    mode: 'percent',
    value: 20,
    offers: ['sakura-cake', 'star-2tix'],
    names: { en: 'Spring Sale', cn: '春季特卖', jp: '春のセール' },
    descriptions: {
      en: '20% off cakes and movie dates for the season of new beginnings.',
      cn: '蛋糕与电影约会八折，迎接新的开始。',
      jp: '新生活の季節に、ケーキと映画デートが20%オフ。',
    },
    art: {
      file: 'campaigns/spring-sale.svg',
      title: 'Spring Sale',
      subtitle: '20% off cakes & movies',
      icon: 'cake',
      colours: ['#E75480', '#FFB3C6'],
      badge: '20% OFF',
    },
  },
  {
    id: 6,
    country: 'JP',
    mode: 'amount',
    value: 500,
    offers: ['pixel-50', 'page-20'],
    names: { en: '¥500 Off Games & Books', cn: '游戏图书立减 ¥500', jp: 'ゲーム・本が500円オフ' },
    descriptions: {
      en: '¥500 off game credits and book vouchers.',
      cn: '游戏点数与图书礼券立减 ¥500。',
      jp: 'ゲームクレジットと図書券が500円オフ。',
    },
    art: {
      file: 'campaigns/games-books.svg',
      title: 'Games & Books',
      subtitle: '500 yen off',
      icon: 'gamepad',
      colours: ['#4361EE', '#9C6644'],
      badge: '¥500 OFF',
    },
  },
  {
    id: 7,
    country: 'CN',
    mode: 'percent',
    value: 12,
    offers: ['lotus-facial', 'glow-kit'],
    names: { en: 'Double Happiness Beauty', cn: '双喜美丽节', jp: 'ダブルハピネス・ビューティー' },
    descriptions: { en: '12% off spa and skincare gifts.', cn: '水疗与护肤礼品八八折。', jp: 'スパとスキンケアのギフトが12%オフ。' },
    art: {
      file: 'campaigns/double-happiness.svg',
      title: 'Double Happiness',
      subtitle: '12% off spa & skincare',
      icon: 'sparkle',
      colours: ['#C1121F', '#D63384'],
      badge: '12% OFF',
    },
  },
  {
    id: 8,
    country: 'CN',
    mode: 'amount',
    value: 2000,
    offers: ['sky-100'],
    names: { en: '¥20 Off Travel', cn: '旅行立减 ¥20', jp: '旅行が20元オフ' },
    descriptions: {
      en: '¥20 off SkyHop travel credit for your next trip.',
      cn: '天跃旅行出行金立减 ¥20。',
      jp: 'スカイホップの旅行クレジットが20元オフ。',
    },
    art: {
      file: 'campaigns/travel-off.svg',
      title: 'Travel Deal',
      subtitle: '20 yuan off SkyHop',
      icon: 'plane',
      colours: ['#0096C7', '#48CAE4'],
      badge: '¥20 OFF',
    },
  },
];

export function discountCampaignFor(country: CountryKey, offer: string): DiscountCampaignSeed | undefined {
  return DISCOUNT_CAMPAIGNS.find((c) => c.country === country && c.offers.includes(offer));
}
