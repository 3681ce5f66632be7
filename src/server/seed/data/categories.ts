import type { IconKey, Names } from './art-types.ts';

export type CategoryKey = 'food-drinks' | 'dining' | 'shopping' | 'entertainment' | 'beauty' | 'gaming' | 'books' | 'travel';

export interface CategorySeed {
  id: number;
  key: CategoryKey;
  names: Names;
  icon: IconKey;
  colour: string;
}

export const CATEGORIES: CategorySeed[] = [
  { id: 1, key: 'food-drinks', names: { en: 'Cafés & Desserts', cn: '咖啡甜品', jp: 'カフェ・スイーツ' }, icon: 'cup', colour: '#C8553D' },
  { id: 2, key: 'dining', names: { en: 'Dining', cn: '餐饮美食', jp: 'グルメ' }, icon: 'burger', colour: '#F28F3B' },
  { id: 3, key: 'shopping', names: { en: 'Shopping', cn: '购物', jp: 'ショッピング' }, icon: 'bag', colour: '#2E86AB' },
  { id: 4, key: 'entertainment', names: { en: 'Movies & Fun', cn: '电影娱乐', jp: '映画・エンタメ' }, icon: 'ticket', colour: '#7B2CBF' },
  { id: 5, key: 'beauty', names: { en: 'Beauty & Wellness', cn: '美容养生', jp: 'ビューティー・癒し' }, icon: 'leaf', colour: '#2A9D8F' },
  { id: 6, key: 'gaming', names: { en: 'Gaming', cn: '游戏', jp: 'ゲーム' }, icon: 'gamepad', colour: '#4361EE' },
  { id: 7, key: 'books', names: { en: 'Books & Stationery', cn: '图书文具', jp: '本・文具' }, icon: 'book', colour: '#9C6644' },
  { id: 8, key: 'travel', names: { en: 'Travel', cn: '旅行', jp: 'トラベル' }, icon: 'plane', colour: '#0096C7' },
];

export const categoryImage = (c: CategorySeed): string => `categories/${c.key}.svg`;
export const categoryHomeImage = (c: CategorySeed): string => `categories/${c.key}-home.svg`;

export function categoryByKey(key: CategoryKey): CategorySeed {
  const c = CATEGORIES.find((x) => x.key === key);
  if (!c) throw new Error(`unknown category ${key}`);
  return c;
}
