import type { Names } from './art-types.ts';

export type InterestValue = 'food' | 'fashion' | 'movies' | 'wellness' | 'gaming' | 'reading' | 'travel';
export type IntentionValue = 'birthday' | 'thank_you' | 'anniversary' | 'congratulations' | 'festive' | 'just_because';

export interface FilterOptionSeed<V extends string> {
  value: V;
  names: Names;
}

export const INTERESTS: FilterOptionSeed<InterestValue>[] = [
  { value: 'food', names: { en: 'Food & Drinks', cn: '美食饮品', jp: 'グルメ' } },
  { value: 'fashion', names: { en: 'Fashion', cn: '时尚', jp: 'ファッション' } },
  { value: 'movies', names: { en: 'Movies', cn: '电影', jp: '映画' } },
  { value: 'wellness', names: { en: 'Wellness', cn: '健康养生', jp: 'ウェルネス' } },
  { value: 'gaming', names: { en: 'Gaming', cn: '游戏', jp: 'ゲーム' } },
  { value: 'reading', names: { en: 'Reading', cn: '阅读', jp: '読書' } },
  { value: 'travel', names: { en: 'Travel', cn: '旅行', jp: '旅行' } },
];

export const GIFT_INTENTIONS: FilterOptionSeed<IntentionValue>[] = [
  { value: 'birthday', names: { en: 'Birthday', cn: '生日', jp: '誕生日' } },
  { value: 'thank_you', names: { en: 'Thank You', cn: '感谢', jp: 'ありがとう' } },
  { value: 'anniversary', names: { en: 'Anniversary', cn: '纪念日', jp: '記念日' } },
  { value: 'congratulations', names: { en: 'Congratulations', cn: '祝贺', jp: 'おめでとう' } },
  { value: 'festive', names: { en: 'Festive Season', cn: '节日', jp: '季節のイベント' } },
  { value: 'just_because', names: { en: 'Just Because', cn: '心意小礼', jp: 'ちょっとした贈り物' } },
];
