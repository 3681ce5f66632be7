import { eq } from 'drizzle-orm';
import { campaignRedemptions, members } from '../../../src/server/db/schema/index.ts';
import { randomReferralCode } from '../../../src/server/account/referral-code.ts';
import type { TestApp } from '../../support/test-app.ts';
import { aDiscountCampaign, aMember, aPaidOrder, aProduct, aTaskCampaign, SINGAPORE, type TestMember } from '../../support/factories.ts';

/**
 * The campaign tests' own campaigns (made by the factories, not read from the seed): a discount with two products, an
 * invite campaign with milestones at 1, 3 and 5 friends (Alex has 2 referrals and redeemed the first), a new-app task,
 * a first-purchase task with a free product (Mei Ling and Alex have bought), and a product-discount reward with no task.
 */
export interface CampaignScene {
  alex: TestMember;
  meiLing: TestMember;
  yuki: TestMember;
  discount: number;
  invite: number;
  inviteChildren: [number, number, number];
  newApp: number;
  purchase: number;
  productDiscount: number;
}

/** A member who registered with the referrer's code and counts as a referral. */
export async function referFriend(t: TestApp, referrer: number): Promise<void> {
  const friend = await aMember(t);
  await t.db
    .update(members)
    .set({ referred_by_member_id: referrer, referral_status: 'counted', referral_code: randomReferralCode() })
    .where(eq(members.id, friend.id));
}

export async function campaignScene(t: TestApp): Promise<CampaignScene> {
  const [alex, meiLing, yuki] = [
    await aMember(t, { name: 'Alex Tan' }),
    await aMember(t, { name: 'Mei Ling Wong' }),
    await aMember(t, { name: 'Yuki Sato' }),
  ];
  const discount = await aDiscountCampaign(t, { mode: 'percent', value: 15 });
  await aProduct(t, { name: 'Discounted one', price: 2000, campaignId: discount });
  await aProduct(t, { name: 'Discounted two', price: 3000, campaignId: discount });

  const invite = await aTaskCampaign(t, { name: 'Invite A Friend', jp: '友だちを招待', task: 'invite', reward: 'none', targetCount: 5 });
  const child = (target: number) =>
    aTaskCampaign(t, {
      parentId: invite,
      name: `Invite ${target}`,
      task: 'invite',
      reward: 'points',
      rewardPoints: 5000,
      targetCount: target,
    });
  const inviteChildren: [number, number, number] = [await child(1), await child(3), await child(5)];
  await referFriend(t, alex.id);
  await referFriend(t, alex.id);
  await t.db.insert(campaignRedemptions).values({ campaign_id: inviteChildren[0], member_id: alex.id });

  const newApp = await aTaskCampaign(t, {
    name: 'Get the Ugift App',
    task: 'new_app',
    reward: 'points',
    rewardPoints: 1000,
    targetCount: 1,
  });
  const freeLatte = await aProduct(t, { name: 'Latte for Two', price: 1300, stock: 20 });
  const purchase = await aTaskCampaign(t, {
    name: 'Free Latte for Two',
    countryId: SINGAPORE,
    task: 'purchase',
    reward: 'product_free',
    rewardProductId: freeLatte,
    targetCount: 1,
  });
  const productDiscount = await aTaskCampaign(t, {
    name: 'Glow discount',
    countryId: SINGAPORE,
    task: 'none',
    reward: 'product_discount',
    rewardProductId: await aProduct(t, { name: 'Glow 30' }),
  });
  await aPaidOrder(t, meiLing, { gift: false });
  await aPaidOrder(t, alex, { gift: false });
  return { alex, meiLing, yuki, discount, invite, inviteChildren, newApp, purchase, productDiscount };
}
