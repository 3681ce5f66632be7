import { profileSchemas } from '../../shared/api/schemas/profile.ts';
import { campaignDetail } from './detail.ts';
import { redeemCampaignReward } from './redeem.ts';
import { defineOption, requireMember, type OptionDef } from '../http/context.ts';

/** Guests may read a campaign (no progress); a member sees their own progress only (identity from the token). */
const detailCampaign = defineOption({
  group: 'profile',
  option: 'detail_campaign',
  auth: 'token',
  schema: profileSchemas.detail_campaign,
  async handle(input, ctx) {
    return { table: await campaignDetail(ctx.db, input.campaign_id, ctx.memberId, ctx.now) };
  },
});

const redeem = defineOption({
  group: 'profile',
  option: 'redeem_campaign_reward',
  auth: 'member',
  schema: profileSchemas.redeem_campaign_reward,
  async handle(input, ctx) {
    const result = await redeemCampaignReward(ctx.db, requireMember(ctx), input.campaign_id, ctx.now);
    return { ...result };
  },
});

export const campaignOptions: OptionDef[] = [detailCampaign, redeem];
