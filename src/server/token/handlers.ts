import { tokenSchemas } from '../../shared/api/schemas/token.ts';
import { defineOption } from '../http/context.ts';
import { assertSignedRequest } from '../http/request-signature.ts';
import { hitRateLimit } from '../platform/rate-limit.ts';
import { linkTracks } from '../db/schema/index.ts';
import { issueToken } from '../session/token-service.ts';

export const getApiToken = defineOption({
  group: 'token',
  option: 'get_api_token',
  auth: 'public',
  schema: tokenSchemas.get_api_token,
  async handle(input, ctx) {
    assertSignedRequest({
      secret: ctx.deps.config.signingSecret,
      now: ctx.now,
      timestamp: input.timestamp,
      signed: String(input.timestamp),
      signature: input.api_key,
      signatureField: 'api_key',
      code: 'unauthorized',
    });
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
