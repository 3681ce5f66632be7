import { hexEncodeUtf8, type CardElement } from '../../../shared/card-elements.ts';
import { demoUrl } from './assets.ts';
import type { Names } from './art-types.ts';
import type { CountryKey } from './countries.ts';
import type { IntentionValue } from './filter-options.ts';

export type CardTheme =
  | 'balloons'
  | 'cake'
  | 'confetti'
  | 'bloom'
  | 'latte'
  | 'hearts'
  | 'letter'
  | 'stars'
  | 'graduation'
  | 'christmas'
  | 'fireworks'
  | 'lunar';

export interface GiftcardCategorySeed {
  id: number;
  names: Names;
  intention: IntentionValue;
}

export const GIFTCARD_CATEGORIES: GiftcardCategorySeed[] = [
  { id: 1, names: { en: 'Birthday', cn: '生日', jp: '誕生日' }, intention: 'birthday' },
  { id: 2, names: { en: 'Thank You', cn: '感谢', jp: 'ありがとう' }, intention: 'thank_you' },
  { id: 3, names: { en: 'Love', cn: '爱意', jp: '愛をこめて' }, intention: 'anniversary' },
  { id: 4, names: { en: 'Celebrations', cn: '庆祝', jp: 'お祝い' }, intention: 'congratulations' },
  { id: 5, names: { en: 'Festive', cn: '节日', jp: '季節のあいさつ' }, intention: 'festive' },
];

export interface GiftcardSeed {
  id: number;
  key: string;
  categoryId: number;
  country: CountryKey | null;
  names: Names;
  /** English headline drawn on the card art */
  headline: string;
  theme: CardTheme;
  colours: [string, string];
  editable: boolean;
  elements: CardElement[];
}

/** Sticker art under public/demo; card elements carry the public URL. */
export const STICKERS = { heart: 'stickers/heart.svg', star: 'stickers/star.svg', lantern: 'stickers/lantern.svg' } as const;

/** Photo on the left, recipient line and message on the right (reference canvas 600x400). */
function photoLayout(music: number, toText = ''): CardElement[] {
  return [
    { key: 'photo', type: 'image', placeholder: 'Add a photo', content: '', xpos: 36, ypos: 112, width: 220, height: 220 },
    {
      key: 'to',
      type: 'text',
      placeholder: 'Dear ...',
      content: toText ? hexEncodeUtf8(toText) : '',
      xpos: 284,
      ypos: 112,
      width: 280,
      height: 64,
    },
    { key: 'message', type: 'message', placeholder: 'Write your wishes here', content: '', xpos: 284, ypos: 184, width: 280, height: 148 },
    { key: 'music', type: 'music', placeholder: 'Choose a song', content: String(music), xpos: 548, ypos: 344, width: 36, height: 36 },
  ];
}

/** No photo: a recipient line and a wide message box in the lower half. */
function textLayout(music: number, toText = ''): CardElement[] {
  return [
    {
      key: 'to',
      type: 'text',
      placeholder: 'To ...',
      content: toText ? hexEncodeUtf8(toText) : '',
      xpos: 60,
      ypos: 146,
      width: 480,
      height: 64,
    },
    { key: 'message', type: 'message', placeholder: 'Write your message', content: '', xpos: 60, ypos: 218, width: 480, height: 120 },
    { key: 'music', type: 'music', placeholder: 'Choose a song', content: String(music), xpos: 548, ypos: 344, width: 36, height: 36 },
  ];
}

function fixedText(text: string, colour: string, y: number, font = 'Georgia, serif', size = 40): CardElement {
  return {
    key: 'caption',
    type: 'custom_text',
    placeholder: '',
    content: hexEncodeUtf8(text),
    xpos: 60,
    ypos: y,
    width: 480,
    height: 64,
    fontfamily: font,
    fontcolor: colour,
    fontsize: size,
  };
}

function sticker(key: string, path: string, x: number, y: number, size: 's' | 'm' | 'l'): CardElement {
  return { key, type: 'sticker', placeholder: '', content: demoUrl(path), xpos: x, ypos: y, width: 64, height: 64, size };
}

export const GIFTCARDS: GiftcardSeed[] = [
  {
    id: 1,
    key: 'birthday-balloons',
    categoryId: 1,
    country: null,
    names: { en: 'Birthday Balloons', cn: '生日气球', jp: 'バースデー・バルーン' },
    headline: 'Happy Birthday',
    theme: 'balloons',
    colours: ['#FFD6E0', '#FFF1C1'],
    editable: true,
    elements: photoLayout(1),
  },
  {
    id: 2,
    key: 'birthday-cake',
    categoryId: 1,
    country: null,
    names: { en: 'Make a Wish', cn: '许个愿吧', jp: '願いをこめて' },
    headline: 'Make a Wish!',
    theme: 'cake',
    colours: ['#5E60CE', '#48BFE3'],
    editable: false,
    elements: [],
  },
  {
    id: 3,
    key: 'birthday-confetti',
    categoryId: 1,
    country: 'SG',
    names: { en: 'Confetti Party', cn: '彩纸派对', jp: '紙吹雪パーティー' },
    headline: 'Hip Hip Hooray!',
    theme: 'confetti',
    colours: ['#FFFFFF', '#E0F7FA'],
    editable: true,
    elements: textLayout(4, 'Happy birthday!'),
  },
  {
    id: 4,
    key: 'thank-you-bloom',
    categoryId: 2,
    country: null,
    names: { en: 'Thank You Bloom', cn: '感谢之花', jp: 'ありがとうの花' },
    headline: 'Thank You',
    theme: 'bloom',
    colours: ['#E9F5DB', '#FDF0D5'],
    editable: true,
    elements: photoLayout(2),
  },
  {
    id: 5,
    key: 'thanks-a-latte',
    categoryId: 2,
    country: null,
    names: { en: 'Thanks a Latte', cn: '万分感谢', jp: 'サンクス・ア・ラテ' },
    headline: 'Thanks a Latte',
    theme: 'latte',
    colours: ['#EDE0D4', '#DDB892'],
    editable: false,
    elements: [fixedText('You are simply the best', '#6F4E37', 300, 'Georgia, serif', 30), sticker('heart', STICKERS.heart, 500, 40, 's')],
  },
  {
    id: 6,
    key: 'love-hearts',
    categoryId: 3,
    country: null,
    names: { en: 'With Love', cn: '满满爱意', jp: 'ウィズ・ラブ' },
    headline: 'With Love',
    theme: 'hearts',
    colours: ['#FFCCD5', '#FFF0F3'],
    editable: true,
    elements: photoLayout(3),
  },
  {
    id: 7,
    key: 'love-letter',
    categoryId: 3,
    country: 'JP',
    names: { en: 'Love Letter', cn: '情书', jp: 'ラブレター' },
    headline: 'Just for You',
    theme: 'letter',
    colours: ['#FDE2E4', '#FAD2E1'],
    editable: true,
    elements: textLayout(3),
  },
  {
    id: 8,
    key: 'congrats-stars',
    categoryId: 4,
    country: null,
    names: { en: 'Congratulations', cn: '恭喜恭喜', jp: 'おめでとう' },
    headline: 'Congratulations!',
    theme: 'stars',
    colours: ['#14213D', '#3A506B'],
    editable: true,
    elements: photoLayout(4, 'Well done!'),
  },
  {
    id: 9,
    key: 'graduation',
    categoryId: 4,
    country: null,
    names: { en: 'Graduation Day', cn: '毕业快乐', jp: '卒業おめでとう' },
    headline: 'Happy Graduation',
    theme: 'graduation',
    colours: ['#1D3557', '#457B9D'],
    editable: false,
    elements: [],
  },
  {
    id: 10,
    key: 'merry-christmas',
    categoryId: 5,
    country: null,
    names: { en: 'Merry Christmas', cn: '圣诞快乐', jp: 'メリークリスマス' },
    headline: 'Merry Christmas',
    theme: 'christmas',
    colours: ['#0B6E4F', '#08A045'],
    editable: true,
    elements: photoLayout(5),
  },
  {
    id: 11,
    key: 'new-year-fireworks',
    categoryId: 5,
    country: null,
    names: { en: 'Happy New Year', cn: '新年快乐', jp: 'あけましておめでとう' },
    headline: 'Happy New Year',
    theme: 'fireworks',
    colours: ['#10002B', '#3C096C'],
    editable: true,
    elements: textLayout(6),
  },
  {
    id: 12,
    key: 'lunar-new-year',
    categoryId: 5,
    country: 'CN',
    names: { en: 'Lunar New Year', cn: '恭喜发财', jp: '旧正月' },
    headline: 'Happy Lunar New Year',
    theme: 'lunar',
    colours: ['#B5121B', '#E63946'],
    editable: false,
    elements: [
      fixedText('恭喜发财 · 万事如意', '#FFD166', 300, '"Noto Serif SC", serif', 36),
      sticker('lantern', STICKERS.lantern, 40, 40, 'm'),
      sticker('star', STICKERS.star, 500, 40, 's'),
    ],
  },
];

export const giftcardImage = (g: GiftcardSeed): string => `giftcards/${g.key}.svg`;
export const giftcardThumbnail = (g: GiftcardSeed): string => `giftcards/${g.key}-thumb.svg`;
