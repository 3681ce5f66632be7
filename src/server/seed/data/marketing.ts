import type { Names } from './art-types.ts';
import { DEMO_VIDEO_URL } from './assets.ts';
import type { PromoArt } from './campaign-art.ts';
import { artWord } from './art-words.ts';
import type { CountryKey } from './countries.ts';
import { productFor } from './products.ts';
import { INVITE_CAMPAIGN_ID } from './task-campaigns.ts';

export type LinkageType = 'linkage_url' | 'linkage_product' | 'linkage_video' | 'linkage_campaign';

export interface LinkageSeed {
  country: CountryKey;
  linkageType: LinkageType;
  linkageDetail: string;
  names: Names;
  descriptions: Names;
  art: PromoArt;
}

/**
 * The art of a banner or popup in Chinese or Japanese: the same picture with the seed's own name and description painted
 * in that language, next to the English file (banners/x.svg -> banners/x.cn.svg). English stays the fallback.
 */
export function localisedArt(seed: LinkageSeed, lang: 'cn' | 'jp'): PromoArt {
  return {
    ...seed.art,
    file: seed.art.file.replace(/\.svg$/, `.${lang}.svg`),
    title: seed.names[lang],
    subtitle: seed.descriptions[lang],
    badge: seed.art.badge ? artWord(seed.art.badge, lang) : undefined,
  };
}

export interface PopupSeed extends LinkageSeed {
  popupType: 'country' | 'video' | 'promo';
}

const VIDEO_ART: PromoArt = {
  file: 'banners/how-it-works.svg',
  title: 'How Ugift works',
  subtitle: 'Buy, customise, send in a minute',
  icon: 'gift',
  colours: ['#3A0CA3', '#7209B7'],
  badge: 'WATCH',
};
const videoNames: Names = { en: 'How Ugift works', cn: 'Ugift 使用指南', jp: 'Ugiftの使い方' };
const videoText: Names = {
  en: 'Watch a one-minute tour: pick a gift, add a card, send it to a friend.',
  cn: '一分钟了解：挑选礼物、添加贺卡、送给好友。',
  jp: '1分でわかる：ギフトを選んでカードを添え、友だちに贈る。',
};

export function buildBanners(): LinkageSeed[] {
  return [
    {
      country: 'SG',
      linkageType: 'linkage_campaign',
      linkageDetail: '1',
      names: { en: 'Coffee Break Week', cn: '咖啡时光周', jp: 'コーヒーブレイク・ウィーク' },
      descriptions: { en: '10% off Bean There Coffee gifts.', cn: '豆在这里咖啡礼品九折。', jp: 'ビーンゼア・コーヒーのギフトが10%オフ。' },
      art: {
        file: 'banners/sg-coffee-week.svg',
        title: 'Coffee Break Week',
        subtitle: '10% off all Bean There gifts',
        icon: 'cup',
        colours: ['#6F4E37', '#C08552'],
        badge: '10% OFF',
      },
    },
    {
      country: 'SG',
      linkageType: 'linkage_product',
      linkageDetail: String(productFor('SG', 'star-2tix').id),
      names: { en: 'Date night, sorted', cn: '约会之夜', jp: 'デートの夜に' },
      descriptions: {
        en: 'Movie tickets for two at StarScreen Cinemas.',
        cn: '星幕影城双人电影票。',
        jp: 'スタースクリーン・シネマのペアチケット。',
      },
      art: {
        file: 'banners/sg-date-night.svg',
        title: 'Date night, sorted',
        subtitle: 'Movie tickets for two',
        icon: 'ticket',
        colours: ['#7B2CBF', '#C77DFF'],
      },
    },
    {
      country: 'SG',
      linkageType: 'linkage_campaign',
      linkageDetail: String(INVITE_CAMPAIGN_ID),
      names: { en: 'Invite A Friend', cn: '邀请好友', jp: '友だちを招待' },
      descriptions: {
        en: 'Earn 5,000 points for every milestone.',
        cn: '每达成一个目标即得 5,000 积分。',
        jp: '達成ごとに5,000ポイント。',
      },
      art: {
        file: 'banners/invite-friends.svg',
        title: 'Invite friends, get points',
        subtitle: '5,000 points per milestone',
        icon: 'gift',
        colours: ['#FF6B35', '#F7B267'],
        badge: '5,000 PTS',
      },
    },
    {
      country: 'MY',
      linkageType: 'linkage_url',
      linkageDetail: 'https://www.ugift.example/guides/corporate-gifting',
      names: { en: 'Corporate gifting', cn: '企业礼品', jp: '法人ギフト' },
      descriptions: {
        en: 'Vouchers for your whole team in one order.',
        cn: '一次下单，为整个团队送上礼券。',
        jp: 'チーム全員へのギフトを一度に注文。',
      },
      art: {
        file: 'banners/my-corporate.svg',
        title: 'Gifts for the whole team',
        subtitle: 'Corporate gifting made easy',
        icon: 'bag',
        colours: ['#2E86AB', '#5FA8D3'],
      },
    },
    {
      country: 'MY',
      linkageType: 'linkage_video',
      linkageDetail: DEMO_VIDEO_URL,
      names: videoNames,
      descriptions: videoText,
      art: VIDEO_ART,
    },
    {
      country: 'JP',
      linkageType: 'linkage_product',
      linkageDetail: String(productFor('JP', 'sakura-cake').id),
      names: { en: 'Spring cakes are here', cn: '春季蛋糕上市', jp: '春のケーキが登場' },
      descriptions: {
        en: 'Strawberry shortcake from Sakura Sweets.',
        cn: '樱花甜品草莓奶油蛋糕。',
        jp: 'さくらスイーツのいちごショートケーキ。',
      },
      art: {
        file: 'banners/jp-spring-cake.svg',
        title: 'Spring cakes are here',
        subtitle: 'Sakura Sweets shortcake',
        icon: 'cake',
        colours: ['#E75480', '#FFB3C6'],
        badge: '20% OFF',
      },
    },
    {
      country: 'JP',
      linkageType: 'linkage_url',
      linkageDetail: 'https://www.ugift.example/guides/gift-etiquette-japan',
      names: { en: 'Gift etiquette guide', cn: '送礼礼仪指南', jp: 'ギフトマナーガイド' },
      descriptions: { en: 'What to give, and when, in Japan.', cn: '在日本送什么、何时送。', jp: '日本での贈り物の選び方とタイミング。' },
      art: {
        file: 'banners/jp-etiquette.svg',
        title: 'Gift etiquette guide',
        subtitle: 'What to give, and when',
        icon: 'book',
        colours: ['#9C6644', '#DDB892'],
      },
    },
    {
      country: 'CN',
      linkageType: 'linkage_campaign',
      linkageDetail: '7',
      names: { en: 'Double Happiness Beauty', cn: '双喜美丽节', jp: 'ダブルハピネス' },
      descriptions: { en: '12% off spa and skincare gifts.', cn: '水疗与护肤礼品八八折。', jp: 'スパとスキンケアが12%オフ。' },
      art: {
        file: 'banners/cn-double-happiness.svg',
        title: 'Double Happiness',
        subtitle: '12% off spa & skincare',
        icon: 'sparkle',
        colours: ['#C1121F', '#F48C06'],
        badge: '12% OFF',
      },
    },
    {
      country: 'CN',
      linkageType: 'linkage_video',
      linkageDetail: DEMO_VIDEO_URL,
      names: videoNames,
      descriptions: videoText,
      art: VIDEO_ART,
    },
  ];
}

const COUNTRY_ART: PromoArt = {
  file: 'popups/choose-country.svg',
  title: 'Where are you shopping?',
  subtitle: 'Choose your country for local gifts',
  icon: 'plane',
  colours: ['#0096C7', '#90E0EF'],
};
const VIDEO_POPUP_ART: PromoArt = {
  file: 'popups/video.svg',
  title: 'New here?',
  subtitle: 'Watch how Ugift works',
  icon: 'gift',
  colours: ['#3A0CA3', '#7209B7'],
  badge: 'PLAY',
};
const PROMO_ART: PromoArt = {
  file: 'popups/promo.svg',
  title: 'Gifts on sale',
  subtitle: 'Up to 20% off this week',
  icon: 'gift',
  colours: ['#FF6B35', '#FFD166'],
  badge: 'SALE',
};

/** Per country: a choose-country popup, a video popup and a promo popup linking to a campaign or product. */
export function buildPopups(): PopupSeed[] {
  const promos: Record<CountryKey, [LinkageType, string]> = {
    SG: ['linkage_campaign', '1'],
    MY: ['linkage_product', String(productFor('MY', 'grill-combo').id)],
    JP: ['linkage_campaign', '5'],
    CN: ['linkage_product', String(productFor('CN', 'sky-100').id)],
  };
  const out: PopupSeed[] = [];
  for (const country of ['SG', 'MY', 'JP', 'CN'] as CountryKey[]) {
    out.push({
      country,
      popupType: 'country',
      linkageType: 'linkage_url',
      linkageDetail: '',
      names: { en: 'Choose your country', cn: '选择您的国家', jp: '国を選択' },
      descriptions: {
        en: 'Prices and gifts follow the country you choose.',
        cn: '价格与礼品将按所选国家显示。',
        jp: '選んだ国の商品と価格が表示されます。',
      },
      art: COUNTRY_ART,
    });
    out.push({
      country,
      popupType: 'video',
      linkageType: 'linkage_video',
      linkageDetail: DEMO_VIDEO_URL,
      names: videoNames,
      descriptions: videoText,
      art: VIDEO_POPUP_ART,
    });
    out.push({
      country,
      popupType: 'promo',
      linkageType: promos[country][0],
      linkageDetail: promos[country][1],
      names: { en: 'Gifts on sale', cn: '礼品特惠', jp: 'ギフトセール' },
      descriptions: { en: 'Limited-time discounts on favourite brands.', cn: '热门品牌限时优惠。', jp: '人気ブランドの期間限定割引。' },
      art: PROMO_ART,
    });
  }
  return out;
}
