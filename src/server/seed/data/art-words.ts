import type { PromoArt } from './campaign-art.ts';

/**
 * The words painted into the demo art in Chinese and Japanese (decision 0243): every campaign's title, subtitle and
 * badge, and every card's headline. The generator paints a .cn.svg and a .jp.svg beside each English file, and the
 * seed stores them as the campaign's and the card's art in that language.
 */
type Two = { cn: string; jp: string };

const WORDS: Record<string, Two> = {
  // campaign titles
  'Invite A Friend': { cn: '邀请好友', jp: '友だちを招待' },
  'Get the Ugift App': { cn: '下载 Ugift 应用', jp: 'Ugiftアプリを入手' },
  'Free Latte for Two': { cn: '免费双人拿铁', jp: 'ラテ2杯無料' },
  'Member Beauty Deal': { cn: '会员美妆优惠', jp: '会員ビューティー特典' },
  'Gift Streak': { cn: '连续送礼', jp: 'ギフト・ストリーク' },
  'Coffee Break Week': { cn: '咖啡时光周', jp: 'コーヒーブレイク週間' },
  'Weekend Treat': { cn: '周末犒赏', jp: 'ウィークエンド特典' },
  'Makan Deals': { cn: '美食优惠', jp: 'グルメ特典' },
  'RM10 Off Big Gifts': { cn: '大礼立减 RM10', jp: '大きなギフトがRM10オフ' },
  'Spring Sale': { cn: '春季特卖', jp: '春のセール' },
  'Games & Books': { cn: '游戏与图书', jp: 'ゲームと本' },
  'Double Happiness': { cn: '双喜临门', jp: 'ダブルハピネス' },
  'Travel Deal': { cn: '旅行优惠', jp: '旅行特典' },
  // campaign subtitles
  'Earn up to 15,000 points': { cn: '最多赚取 15,000 积分', jp: '最大15,000ポイント獲得' },
  '1,000 welcome points': { cn: '1,000 欢迎积分', jp: 'ウェルカム1,000ポイント' },
  'After your first purchase': { cn: '首次购买后即可获得', jp: '初回購入後にもらえる' },
  'Glow Beauty S$30 voucher': { cn: 'Glow Beauty S$30 礼券', jp: 'Glow Beauty S$30 eギフト券' },
  '3 orders = 2,000 points': { cn: '3 笔订单 = 2,000 积分', jp: '3回の注文で2,000ポイント' },
  '10% off Bean There gifts': { cn: 'Bean There 礼品九折', jp: 'Bean Thereのギフトが10%オフ' },
  'S$5 off fashion & beauty': { cn: '时尚美妆立减 S$5', jp: 'ファッションと美容がS$5オフ' },
  '15% off burgers & sweets': { cn: '汉堡甜品 85 折', jp: 'バーガーとスイーツが15%オフ' },
  'Fashion & groceries': { cn: '时尚与生鲜', jp: 'ファッションと食料品' },
  '20% off cakes & movies': { cn: '蛋糕电影 8 折', jp: 'ケーキと映画が20%オフ' },
  '500 yen off': { cn: '立减 500 日元', jp: '500円オフ' },
  '12% off spa & skincare': { cn: '水疗护肤 88 折', jp: 'スパとスキンケアが12%オフ' },
  '20 yuan off SkyHop': { cn: 'SkyHop 立减 20 元', jp: 'SkyHopが20元オフ' },
  // badges
  FREE: { cn: '免费', jp: '無料' },
  MEMBERS: { cn: '会员', jp: '会員' },
  NEW: { cn: '新品', jp: '新着' },
  PLAY: { cn: '游戏', jp: 'プレイ' },
  SALE: { cn: '特卖', jp: 'セール' },
  WATCH: { cn: '观看', jp: '視聴' },
  // card headlines
  'Happy Birthday': { cn: '生日快乐', jp: 'お誕生日おめでとう' },
  'Make a Wish!': { cn: '许个愿吧！', jp: '願いごとをどうぞ！' },
  'Hip Hip Hooray!': { cn: '好耶！', jp: 'バンザイ！' },
  'Thank You': { cn: '谢谢你', jp: 'ありがとう' },
  'Thanks a Latte': { cn: '感谢有你', jp: '本当にありがとう' },
  'With Love': { cn: '满满的爱', jp: '愛をこめて' },
  'Just for You': { cn: '专属于你', jp: 'あなただけに' },
  'Congratulations!': { cn: '恭喜！', jp: 'おめでとう！' },
  'Happy Graduation': { cn: '毕业快乐', jp: '卒業おめでとう' },
  'Merry Christmas': { cn: '圣诞快乐', jp: 'メリークリスマス' },
  'Happy New Year': { cn: '新年快乐', jp: 'あけましておめでとう' },
  'Happy Lunar New Year': { cn: '春节快乐', jp: '春節おめでとう' },
};

/** "10% OFF", "S$5 OFF", "2,000 PTS": the badge patterns, in each language. */
function patterned(en: string, lang: 'cn' | 'jp'): string | null {
  const percent = /^(\d+)% OFF$/.exec(en);
  if (percent) return lang === 'cn' ? `优惠 ${percent[1]}%` : `${percent[1]}%オフ`;
  const off = /^(.+) OFF$/.exec(en);
  if (off) return lang === 'cn' ? `立减 ${off[1]}` : `${off[1]}オフ`;
  const points = /^(.+) PTS$/.exec(en);
  if (points) return lang === 'cn' ? `${points[1]} 积分` : `${points[1]}ポイント`;
  return null;
}

/** A painted English phrase in Chinese or Japanese; a phrase missing here fails the generator and the test. */
export function artWord(en: string, lang: 'cn' | 'jp'): string {
  const word = WORDS[en]?.[lang] ?? patterned(en, lang);
  if (word === null || word === undefined) throw new Error(`art-words.ts has no ${lang} for "${en}"`);
  return word;
}

/** The art's file in a language: x.svg → x.cn.svg. */
export const artFileIn = (file: string, lang: 'cn' | 'jp') => file.replace(/\.svg$/, `.${lang}.svg`);

/** A campaign's art painted in Chinese or Japanese. */
export function promoArtIn(art: PromoArt, lang: 'cn' | 'jp'): PromoArt {
  return {
    ...art,
    file: artFileIn(art.file, lang),
    title: artWord(art.title, lang),
    subtitle: artWord(art.subtitle, lang),
    badge: art.badge ? artWord(art.badge, lang) : undefined,
  };
}
