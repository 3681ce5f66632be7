import { tokenSchemas } from '../../shared/api/schemas/token.ts';
import { defineOption } from '../http/context.ts';
import { ApiError } from '../http/api-error.ts';
import { hmacSha256Hex, safeEqual } from '../platform/crypto.ts';
import { hitRateLimit } from '../platform/rate-limit.ts';
import { linkTracks } from '../db/schema/index.ts';
import { issueToken, SIGNATURE_WINDOW_SECONDS } from './token-service.ts';

export const getApiToken = defineOption({
  group: 'token',
  option: 'get_api_token',
  auth: 'public',
  schema: tokenSchemas.get_api_token,
  async handle(input, ctx) {
    const nowSeconds = Math.floor(ctx.now.getTime() / 1000);
    if (Math.abs(nowSeconds - input.timestamp) > SIGNATURE_WINDOW_SECONDS) {
      throw new ApiError('unauthorized', 'timestamp: is more than 300 seconds away from the server time', { field: 'timestamp' });
    }
    const expected = hmacSha256Hex(ctx.deps.config.signingSecret, String(input.timestamp));
    if (!safeEqual(expected, input.api_key.toLowerCase())) {
      throw new ApiError('unauthorized', 'api_key: signature does not match', { field: 'api_key' });
    }
    await hitRateLimit(ctx.db, `token:${ctx.ip}`, 300, 60_000, ctx.now);
    const { token, expiry } = await issueToken(ctx.db, ctx.now, input.source);
    return { message: 'Token issued', api_token: token, api_token_expiry: expiry };
  },
});

export const trackLink = defineOption({
  group: 'token',
  option: 'track_link',
  auth: 'public',
  schema: tokenSchemas.track_link,
  async handle(input, ctx) {
    await hitRateLimit(ctx.db, `track:${ctx.ip}`, 60, 60_000, ctx.now);
    await ctx.db.insert(linkTracks).values({ share_id: input.id, source: input.source, member_id: ctx.memberId, created_at: ctx.now });
    return { message: 'Recorded' };
  },
});

export const tokenOptions = [getApiToken, trackLink];
