import type { Names } from './art-types.ts';
import type { PromoArt } from './campaign-art.ts';
import type { CountryKey } from './countries.ts';
import { productFor } from './products.ts';

export const INVITE_CAMPAIGN_ID = 25;

export interface TaskCampaignSeed {
  id: number;
  parentId: number | null;
  country: CountryKey | null;
  taskType: 'new_app' | 'invite' | 'purchase' | 'none';
  rewardType: 'product_free' | 'product_discount' | 'points' | 'none';
  rewardProductId: number | null;
  rewardPoints: number;
  targetCount: number;
  names: Names;
  descriptions: Names;
  terms: Names;
  art: PromoArt;
}

const INVITE_ART: PromoArt = {
  file: 'campaigns/invite-friend.svg',
  title: 'Invite A Friend',
  subtitle: 'Earn up to 15,000 points',
  icon: 'gift',
  colours: ['#FF6B35', '#F7C59F'],
  badge: '5,000 PTS',
};

const termsList = (en: string[], cn: string[], jp: string[]): Names => {
  const ul = (items: string[], title: string): string =>
    `<p><strong>${title}</strong></p><ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;
  return { en: ul(en, 'Terms &amp; Conditions'), cn: ul(cn, '条款与细则'), jp: ul(jp, 'ご利用条件') };
};

function inviteChild(id: number, target: number): TaskCampaignSeed {
  const plural = target === 1 ? 'friend' : 'friends';
  return {
    id,
    parentId: INVITE_CAMPAIGN_ID,
    country: null,
    taskType: 'invite',
    rewardType: 'points',
    rewardProductId: null,
    rewardPoints: 5000,
    targetCount: target,
    names: { en: `Invite ${target} ${plural}`, cn: `邀请 ${target} 位好友`, jp: `友だちを${target}人招待` },
    descriptions: {
      en: `Earn 5,000 points when ${target} ${plural} sign up with your referral code.`,
      cn: `${target} 位好友使用您的推荐码注册后，即可获得 5,000 积分。`,
      jp: `${target}人の友だちがあなたの紹介コードで登録すると5,000ポイント獲得。`,
    },
    terms: termsList(
      ['Friends must register with a new phone number.'],
      ['好友须使用新手机号码注册。'],
      ['新しい電話番号で登録した友だちが対象です。'],
    ),
    art: INVITE_ART,
  };
}

export function buildTaskCampaigns(): TaskCampaignSeed[] {
  return [
    {
      id: 10,
      parentId: null,
      country: null,
      taskType: 'new_app',
      rewardType: 'points',
      rewardProductId: null,
      rewardPoints: 1000,
      targetCount: 1,
      names: { en: 'Get the Ugift App', cn: '下载 Ugift 应用', jp: 'Ugiftアプリをダウンロード' },
      descriptions: {
        en: 'Sign in on the Ugift mobile app for the first time and get 1,000 welcome points.',
        cn: '首次登录 Ugift 手机应用即可获得 1,000 欢迎积分。',
        jp: 'Ugiftアプリに初めてログインすると1,000ポイントをプレゼント。',
      },
      terms: termsList(
        ['One reward per member.', 'Points are credited within 24 hours.'],
        ['每位会员限领一次。', '积分将在 24 小时内到账。'],
        ['会員お一人様1回限り。', 'ポイントは24時間以内に付与されます。'],
      ),
      art: {
        file: 'campaigns/new-app.svg',
        title: 'Get the Ugift App',
        subtitle: '1,000 welcome points',
        icon: 'gift',
        colours: ['#3A0CA3', '#4CC9F0'],
        badge: 'NEW',
      },
    },
    {
      id: 11,
      parentId: null,
      country: 'SG',
      taskType: 'purchase',
      rewardType: 'product_free',
      rewardProductId: productFor('SG', 'bean-latte2').id,
      rewardPoints: 0,
      targetCount: 1,
      names: { en: 'Free Latte for Two', cn: '免费双人拿铁', jp: 'ラテ2杯無料' },
      descriptions: {
        en: 'Make your first purchase and we will treat you to a Latte for Two at Bean There Coffee.',
        cn: '完成首次购买，即可免费获得豆在这里咖啡双人拿铁套餐。',
        jp: '初めてのご購入で、ビーンゼア・コーヒーのラテ2杯セットをプレゼント。',
      },
      terms: termsList(
        ['Valid for members in Singapore.', 'The free voucher appears in your wallet.'],
        ['仅限新加坡会员。', '免费礼券将存入您的钱包。'],
        ['シンガポールの会員様が対象です。', '無料のeギフト券はウォレットに追加されます。'],
      ),
      art: {
        file: 'campaigns/free-latte.svg',
        title: 'Free Latte for Two',
        subtitle: 'After your first purchase',
        icon: 'cup',
        colours: ['#6F4E37', '#FF6B35'],
        badge: 'FREE',
      },
    },
    {
      id: 12,
      parentId: null,
      country: 'SG',
      taskType: 'none',
      rewardType: 'product_discount',
      rewardProductId: productFor('SG', 'glow-30').id,
      rewardPoints: 0,
      targetCount: 0,
      names: { en: 'Glow Beauty Member Deal', cn: '光彩美妆会员优惠', jp: 'グロウ・ビューティー会員特典' },
      descriptions: {
        en: 'Unlock a member-only price on the Glow Beauty S$30 voucher.',
        cn: '解锁光彩美妆 S$30 礼券的会员专享价。',
        jp: 'グロウ・ビューティーS$30券が会員限定価格に。',
      },
      terms: termsList(
        ['One redemption per member.', 'While stocks last.'],
        ['每位会员限兑换一次。', '售完即止。'],
        ['会員お一人様1回限り。', '在庫がなくなり次第終了。'],
      ),
      art: {
        file: 'campaigns/beauty-deal.svg',
        title: 'Member Beauty Deal',
        subtitle: 'Glow Beauty S$30 voucher',
        icon: 'sparkle',
        colours: ['#D63384', '#FFB3C6'],
        badge: 'MEMBERS',
      },
    },
    {
      id: 13,
      parentId: null,
      country: null,
      taskType: 'purchase',
      rewardType: 'points',
      rewardProductId: null,
      rewardPoints: 2000,
      targetCount: 3,
      names: { en: 'Gift Streak', cn: '连续送礼', jp: 'ギフト・ストリーク' },
      descriptions: {
        en: 'Complete 3 orders this season and earn 2,000 bonus points.',
        cn: '本季完成 3 笔订单，即可获得 2,000 额外积分。',
        jp: '今シーズン中に3回ご注文で2,000ボーナスポイント。',
      },
      terms: termsList(
        ['Only paid orders count.', 'Cancelled orders do not count.'],
        ['仅计算已付款订单。', '已取消订单不计入。'],
        ['お支払い済みのご注文のみ対象です。', 'キャンセルされたご注文は対象外です。'],
      ),
      art: {
        file: 'campaigns/gift-streak.svg',
        title: 'Gift Streak',
        subtitle: '3 orders = 2,000 points',
        icon: 'ticket',
        colours: ['#F3722C', '#F9C74F'],
        badge: '2,000 PTS',
      },
    },
    {
      id: INVITE_CAMPAIGN_ID,
      parentId: null,
      country: null,
      taskType: 'invite',
      rewardType: 'none',
      rewardProductId: null,
      rewardPoints: 0,
      targetCount: 5,
      names: { en: 'Invite A Friend', cn: '邀请好友', jp: '友だちを招待' },
      descriptions: {
        en: '<p>Share your referral code with friends. When they sign up, you both get closer to rewards: <strong>5,000 points</strong> at 1, 3 and 5 friends.</p>',
        cn: '<p>与好友分享您的推荐码。好友注册后，邀请满 1、3、5 位即可分别获得 <strong>5,000 积分</strong>。</p>',
        jp: '<p>紹介コードを友だちにシェアしましょう。登録した友だちが1人・3人・5人になるたびに<strong>5,000ポイント</strong>を獲得。</p>',
      },
      terms: termsList(
        [
          'A friend counts once they register with your referral code.',
          'Each reward can be redeemed once.',
          'Ugift may end the campaign at any time.',
        ],
        ['好友使用您的推荐码注册后即计入。', '每项奖励仅可兑换一次。', 'Ugift 保留随时终止活动的权利。'],
        [
          '友だちがあなたの紹介コードで登録した時点でカウントされます。',
          '各特典は1回のみ受け取れます。',
          '本キャンペーンは予告なく終了する場合があります。',
        ],
      ),
      art: INVITE_ART,
    },
    inviteChild(26, 1),
    inviteChild(27, 3),
    inviteChild(28, 5),
  ];
}
