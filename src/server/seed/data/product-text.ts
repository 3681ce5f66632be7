import type { VoucherCodeType } from '../../evoucher/voucher-code.ts';
import type { Names } from './art-types.ts';

type Lang = keyof Names;
const LANGS: Lang[] = ['en', 'cn', 'jp'];

export interface ProductTextInput {
  brand: Names;
  tagline: Names;
  country: Names;
  kind: 'value' | 'item' | 'udollar';
  item?: Names;
  blurb?: Names;
  money: string;
  currency: string;
  codeType: VoucherCodeType;
  online: boolean;
  validityDays: number;
}

export interface ProductText {
  name: string;
  description: string;
  terms_and_conditions: string;
  redeem_howto: string;
}

function name(p: ProductTextInput, l: Lang): string {
  if (p.kind === 'item' && p.item) return `${p.brand[l]} ${p.item[l]}`;
  if (p.kind === 'udollar')
    return { en: `uDollar ${p.money} Stored Value Card`, cn: `uDollar ${p.money} 储值卡`, jp: `uDollar ${p.money} プリペイドカード` }[l];
  return { en: `${p.brand[l]} ${p.money} E-Voucher`, cn: `${p.brand[l]} ${p.money} 电子礼券`, jp: `${p.brand[l]} ${p.money} eギフト券` }[l];
}

function description(p: ProductTextInput, l: Lang): string {
  const sep = l === 'en' ? ' ' : '';
  if (p.kind === 'item' && p.blurb) return p.tagline[l] + sep + p.blurb[l];
  if (p.kind === 'udollar') {
    return (
      p.tagline[l] +
      sep +
      {
        en: `Adds ${p.money} of uDollar to your account, to spend at checkout on any order in ${p.country.en}.`,
        cn: `为您的账户充值 ${p.money} uDollar，可在${p.country.cn}的任何订单结账时使用。`,
        jp: `${p.money}分のuDollarがアカウントに追加され、${p.country.jp}でのご注文のお支払いに使えます。`,
      }[l]
    );
  }
  return (
    p.tagline[l] +
    sep +
    {
      en: `This ${p.money} e-voucher can be used for any purchase at ${p.brand.en}, and makes an easy gift.`,
      cn: `此 ${p.money} 电子礼券可用于${p.brand.cn}的任何消费，是送礼的好选择。`,
      jp: `この${p.money}eギフト券は${p.brand.jp}のすべての商品にご利用いただけ、気軽な贈り物にぴったりです。`,
    }[l]
  );
}

function where(p: ProductTextInput, l: Lang): string {
  if (p.online)
    return { en: `on the ${p.brand.en} website and app`, cn: `${p.brand.cn}官网及应用程序`, jp: `${p.brand.jp}の公式サイトとアプリ` }[l];
  return {
    en: `at participating ${p.brand.en} outlets in ${p.country.en}`,
    cn: `${p.country.cn}所有参与活动的${p.brand.cn}门店`,
    jp: `${p.country.jp}国内の${p.brand.jp}対象店舗`,
  }[l];
}

function terms(p: ProductTextInput, l: Lang): string {
  const d = p.validityDays;
  if (p.kind === 'udollar') {
    return {
      en: `<p><strong>Terms &amp; Conditions</strong></p><ul><li>uDollar is valid for ${d} days from the date of purchase.</li><li>Usable only for orders in ${p.currency} in ${p.country.en}.</li><li>Any unused balance expires with the card and is not refundable.</li></ul>`,
      cn: `<p><strong>条款与细则</strong></p><ul><li>uDollar 自购买之日起 ${d} 天内有效。</li><li>仅适用于${p.country.cn}以 ${p.currency} 计价的订单。</li><li>未使用余额将随储值卡到期失效，不予退款。</li></ul>`,
      jp: `<p><strong>ご利用条件</strong></p><ul><li>uDollarの有効期限はご購入日から${d}日間です。</li><li>${p.country.jp}での${p.currency}建てのご注文にのみご利用いただけます。</li><li>未使用残高は有効期限をもって失効し、返金できません。</li></ul>`,
    }[l];
  }
  return {
    en: `<p><strong>Terms &amp; Conditions</strong></p><ul><li>Valid for ${d} days from the date of purchase.</li><li>Redeemable ${where(p, l)}.</li><li>Not exchangeable for cash, not refundable and not replaceable if lost.</li><li>One e-voucher per transaction; cannot be combined with other promotions.</li></ul>`,
    cn: `<p><strong>条款与细则</strong></p><ul><li>自购买之日起 ${d} 天内有效。</li><li>可在${where(p, l)}使用。</li><li>不可兑换现金，不可退款，遗失不补。</li><li>每笔交易限用一张，不可与其他优惠同时使用。</li></ul>`,
    jp: `<p><strong>ご利用条件</strong></p><ul><li>有効期限はご購入日から${d}日間です。</li><li>${where(p, l)}でご利用いただけます。</li><li>現金とのお引き換え、返金、紛失時の再発行はできません。</li><li>1回のお会計につき1枚まで。他の割引との併用はできません。</li></ul>`,
  }[l];
}

function howto(p: ProductTextInput, l: Lang): string {
  if (p.kind === 'udollar') {
    return {
      en: '<p>Your balance appears under <strong>Profile &gt; uDollar</strong>.</p><ul><li>At checkout, tap <strong>Redeem with uDollar</strong>.</li><li>Choose the card and the amount to use.</li></ul>',
      cn: '<p>余额显示在<strong>个人资料 &gt; uDollar</strong>中。</p><ul><li>结账时点击<strong>使用 uDollar</strong>。</li><li>选择储值卡及使用金额。</li></ul>',
      jp: '<p>残高は<strong>プロフィール &gt; uDollar</strong>に表示されます。</p><ul><li>お会計時に<strong>uDollarを使う</strong>をタップ。</li><li>カードと利用額を選びます。</li></ul>',
    }[l];
  }
  const b = p.brand[l];
  const byType: Record<VoucherCodeType, Names> = {
    qrcode: {
      en: '<p>Show the QR code at the counter <strong>before payment</strong>.</p><ul><li>Open the voucher in your Ugift wallet.</li><li>Let the staff scan the QR code.</li><li>The voucher is marked as used once scanned.</li></ul>',
      cn: '<p>请在<strong>付款前</strong>于柜台出示二维码。</p><ul><li>在 Ugift 钱包中打开礼券。</li><li>由店员扫描二维码。</li><li>扫描后礼券即标记为已使用。</li></ul>',
      jp: '<p><strong>お会計の前に</strong>レジでQRコードをご提示ください。</p><ul><li>Ugiftウォレットでeギフト券を開きます。</li><li>スタッフがQRコードを読み取ります。</li><li>読み取り後、eギフト券は使用済みになります。</li></ul>',
    },
    barcode: {
      en: '<p>Present the <strong>barcode</strong> to the cashier.</p><ul><li>Open the voucher in your Ugift wallet.</li><li>Turn up the screen brightness so that it scans easily.</li><li>Keep your receipt as proof of redemption.</li></ul>',
      cn: '<p>请向收银员出示<strong>条形码</strong>。</p><ul><li>在 Ugift 钱包中打开礼券。</li><li>调高屏幕亮度以便扫描。</li><li>请保留收据作为兑换凭证。</li></ul>',
      jp: '<p>レジで<strong>バーコード</strong>をご提示ください。</p><ul><li>Ugiftウォレットでeギフト券を開きます。</li><li>読み取りやすいよう画面を明るくしてください。</li><li>レシートは引換の証明として保管してください。</li></ul>',
    },
    alphanumeric: {
      en: `<p>Redeem with the <strong>voucher code</strong>.</p><ul><li>Copy the code from your Ugift wallet.</li><li>Enter it at checkout on the ${b} website or app, or read it out to the staff.</li><li>Each code works once.</li></ul>`,
      cn: `<p>使用<strong>礼券代码</strong>兑换。</p><ul><li>从 Ugift 钱包复制代码。</li><li>在${b}官网或应用结账时输入，或告知店员。</li><li>每个代码仅可使用一次。</li></ul>`,
      jp: `<p><strong>ギフトコード</strong>でご利用ください。</p><ul><li>Ugiftウォレットからコードをコピーします。</li><li>${b}の公式サイト・アプリのお会計で入力するか、スタッフにお伝えください。</li><li>コードは1回限り有効です。</li></ul>`,
    },
    url: {
      en: `<p>Tap <strong>Redeem</strong> to open the ${b} redemption page.</p><ul><li>Sign in or create a ${b} account.</li><li>The value is added to your account automatically.</li></ul>`,
      cn: `<p>点击<strong>兑换</strong>打开${b}兑换页面。</p><ul><li>登录或注册${b}账户。</li><li>金额将自动存入您的账户。</li></ul>`,
      jp: `<p><strong>引き換える</strong>をタップして${b}の引換ページを開きます。</p><ul><li>${b}アカウントにログインまたは新規登録します。</li><li>金額は自動でアカウントに追加されます。</li></ul>`,
    },
  };
  return byType[p.codeType][l];
}

export function productText(p: ProductTextInput): Record<Lang, ProductText> {
  const out = {} as Record<Lang, ProductText>;
  for (const l of LANGS) {
    out[l] = { name: name(p, l), description: description(p, l), terms_and_conditions: terms(p, l), redeem_howto: howto(p, l) };
  }
  return out;
}

/** Markup that a sanitiser must neutralise; one demo product carries it (window.__ugiftXss stays undefined when sanitised). */
export const UNSAFE_HTML_SNIPPET =
  '<p>Limited edition.</p><script>window.__ugiftXss = true</script><img src="x" alt="" onerror="window.__ugiftXss = true">';
