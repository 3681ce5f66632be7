import { z } from 'zod';
import { zId, zMemberId } from '../fields.ts';

/** Payload schemas of the campaign domain (answered in the profile group). */
export const campaignSchemas = {
  detail_campaign: z.object({ member_id: zMemberId, campaign_id: zId }),
  redeem_campaign_reward: z.object({ member_id: zMemberId, campaign_id: zId }),
} satisfies Record<string, z.ZodType>;
