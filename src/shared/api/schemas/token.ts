import { z } from 'zod';
import { zText, zString } from '../fields.ts';

export const tokenSchemas = {
  get_api_token: z.object({
    source: z.enum(['web', 'kiosk'], { error: 'must be web' }),
    timestamp: z.coerce.number({ error: 'must be unix seconds' }).int('must be unix seconds').positive('must be unix seconds'),
    api_key: zString({ error: 'is required' }).regex(/^[0-9a-f]{64}$/i, 'must be a hex HMAC-SHA256 signature'),
  }),
  track_link: z.object({
    id: zString({ error: 'is required' }).regex(/^[A-Za-z0-9_-]{22,64}$/, 'must be a share id'),
    source: zText(40).default('web'),
  }),
};

export interface GetApiTokenAnswer {
  success: true;
  message: string;
  api_token: string;
  api_token_expiry: number;
}
