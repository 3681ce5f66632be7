import type { CampaignI18n } from '../db/schema/i18n-types.ts';
import type { Names } from './data/art-types.ts';
import type { DiscountCampaignSeed } from './data/discount-campaigns.ts';
import { countryByKey } from './data/countries.ts';
import { moneyLabel } from './data/money.ts';
import { demoUrl } from './data/assets.ts';
import { artFileIn } from './data/art-words.ts';

/** "10% OFF" / "S$5 OFF" in each language. */
export function discountMessage(c: DiscountCampaignSeed): Names {
  if (c.mode === 'percent') return { en: `${c.value}% OFF`, cn: `优惠 ${c.value}%`, jp: `${c.value}%オフ` };
  const money = moneyLabel(c.value, countryByKey(c.country).currency_code);
  return { en: `${money} OFF`, cn: `立减 ${money}`, jp: `${money}オフ` };
}

export function discountCampaignI18n(c: DiscountCampaignSeed): CampaignI18n {
  const msg = discountMessage(c);
  const terms: Names = {
    en: '<p><strong>Terms &amp; Conditions</strong></p><ul><li>The discount applies automatically at checkout.</li><li>While stocks last.</li><li>Cannot be combined with other promotions.</li></ul>',
    cn: '<p><strong>条款与细则</strong></p><ul><li>结账时自动享受折扣。</li><li>售完即止。</li><li>不可与其他优惠同时使用。</li></ul>',
    jp: '<p><strong>ご利用条件</strong></p><ul><li>割引はお会計時に自動で適用されます。</li><li>在庫がなくなり次第終了。</li><li>他の割引との併用はできません。</li></ul>',
  };
  return {
    en: { name: c.names.en, description: `<p>${c.descriptions.en}</p>`, terms_and_conditions: terms.en, discount_message: msg.en },
    cn: {
      name: c.names.cn,
      description: `<p>${c.descriptions.cn}</p>`,
      terms_and_conditions: terms.cn,
      discount_message: msg.cn,
      image: demoUrl(artFileIn(c.art.file, 'cn')),
    },
    jp: {
      name: c.names.jp,
      description: `<p>${c.descriptions.jp}</p>`,
      terms_and_conditions: terms.jp,
      discount_message: msg.jp,
      image: demoUrl(artFileIn(c.art.file, 'jp')),
    },
  };
}

/** Task descriptions that are plain sentences get wrapped in <p>. */
const para = (s: string): string => (s.startsWith('<') ? s : `<p>${s}</p>`);

/** `artFile`: the English art under public/demo; its Chinese and Japanese paintings sit beside it (art-words.ts). */
export function taskCampaignI18n(names: Names, descriptions: Names, terms: Names, artFile?: string): CampaignI18n {
  const image = (lang: 'cn' | 'jp') => (artFile ? { image: demoUrl(artFileIn(artFile, lang)) } : {});
  return {
    en: { name: names.en, description: para(descriptions.en), terms_and_conditions: terms.en },
    cn: { name: names.cn, description: para(descriptions.cn), terms_and_conditions: terms.cn, ...image('cn') },
    jp: { name: names.jp, description: para(descriptions.jp), terms_and_conditions: terms.jp, ...image('jp') },
  };
}
