import { clientIp } from './client-ip.ts';
import type { Context } from 'hono';
import { z } from 'zod';
import type { AppDeps, OptionContext, OptionDef } from './context.ts';
import { ApiError } from '../platform/api-error.ts';
import { parseBody } from './body.ts';
import { issueText } from './issue-text.ts';
import { bearerToken } from './bearer-token.ts';
import { closeIfBodyUnread } from './unread-body.ts';
import { answerWithAllHeaders } from './security-headers.ts';
import { lookupOption } from './option-registry.ts';
import { nameRequest } from '../metrics/metrics.ts';
import { noteRequestError } from '../metrics/tracing-hooks.ts';
import { storeAnswer } from './answer-cache.ts';
import { answerSlotOf } from './fast-lane.ts';
import { findToken } from '../session/token-service.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import { beginMemberRead, cachedMemberRead, forgetMemberReads, memberReadKey, rememberMemberRead } from './member-read-cache.ts';

function zodToApiError(error: z.ZodError, fields?: Record<string, unknown>): ApiError {
  const issue = error.issues[0];
  const field = issue.path.map(String).join('.') || 'body';
  return new ApiError('bad_request', `${field}: ${issueText(issue, fields)}`, { field });
}

async function resolve(c: Context, deps: AppDeps, registry: Map<string, OptionDef>) {
  const group = c.req.param('group') ?? '';
  const { fields, files } = await parseBody(c);
  const option = typeof fields.option === 'string' ? fields.option : '';
  if (!option) throw new ApiError('bad_request', 'option: is required', { field: 'option' });
  const def = lookupOption(registry, group, option);
  if (!def) throw new ApiError('not_found', `unknown option ${group}/${option}`);
  nameRequest(c.req.raw, `${def.group}/${def.option}`);

  const now = deps.clock();
  let token = null;
  if (def.auth !== 'public') {
    const raw = bearerToken(c.req.header('authorization'));
    if (!raw) throw new ApiError('token_invalid', 'Authorization: a bearer api_token is required');
    token = await findToken(deps.db, raw);
    if (!token) throw new ApiError('token_invalid', 'Authorization: the api_token is unknown');
    if (token.expiresAt.getTime() < now.getTime()) throw new ApiError('token_invalid', 'Authorization: the api_token has expired');
  }
  const memberId = token?.memberId ?? null;
  if (def.auth === 'member' && memberId === null)
    throw new ApiError('unauthorized', 'Please log in to continue', { reason: 'login_required' });
  const claimed = fields.member_id;
  if (Array.isArray(claimed)) throw new ApiError('bad_request', 'member_id: must be a single value', { field: 'member_id' });
  if (typeof claimed === 'string' && claimed !== '' && claimed !== '0' && def.auth !== 'public') {
    if (memberId === null) throw new ApiError('unauthorized', 'Please log in to continue', { reason: 'login_required' });
    if (String(memberId) !== claimed)
      throw new ApiError('forbidden', 'member_id: does not match the logged-in member', { field: 'member_id' });
  }
  const parsed = def.schema.safeParse(fields);
  if (!parsed.success) throw zodToApiError(parsed.error, fields);
  const ctx: OptionContext = {
    deps,
    db: deps.db,
    now,
    token,
    memberId,
    ip: clientIp(c, deps.config.trustProxy),
    userAgent: c.req.header('user-agent') ?? '',
    files,
    fresh: c.req.header('x-ugift-fresh') === '1',
  };
  return { def, input: parsed.data, ctx };
}

/** The JSON text of a successful answer. */
const jsonOf = (answer: Record<string, unknown>): string => JSON.stringify({ success: true, message: 'OK', ...answer });

/**
 * Runs the option and answers its JSON text. A member's cached read may come from memory (member-read-cache.ts), as
 * the text sent last time; any other option a member calls, except a shared read (which writes nothing), drops that
 * member's cached answers once it ends, whatever its outcome.
 */
async function answerJson(def: OptionDef, input: unknown, ctx: OptionContext): Promise<string> {
  const memberId = ctx.memberId;
  if (memberId === null || def.cache === 'shared') return jsonOf(await def.handle(input, ctx));
  if (def.cache === 'member') {
    const key = memberReadKey(def.group, def.option, input);
    // right after the client's own write, its reads come from the database: another server's memory may predate it
    const known = ctx.fresh ? undefined : cachedMemberRead(ctx.db, memberId, key, ctx.now.getTime());
    if (known !== undefined) return known;
    const ticket = beginMemberRead(ctx.db, memberId, key, ctx.now.getTime());
    const json = jsonOf(await def.handle(input, ctx));
    rememberMemberRead(ctx.db, ticket, json);
    return json;
  }
  try {
    return jsonOf(await def.handle(input, ctx));
  } finally {
    forgetMemberReads(ctx.db, memberId);
  }
}

/** POST /UgiftWeb/api/:group — the one protocol: form body, `option` selects the handler. */
export function apiHandler(deps: AppDeps, registry: Map<string, OptionDef>) {
  return async (c: Context) => {
    try {
      const { def, input, ctx } = await resolve(c, deps, registry);
      const json = await answerJson(def, input, ctx);
      // a guest's shared read that came through the fast lane is kept for the next identical request
      const slot = def.cache === 'shared' && ctx.memberId === null ? answerSlotOf(c) : undefined;
      if (slot) storeAnswer(ctx.db, slot, json);
      return answerWithAllHeaders(c, json);
    } catch (error) {
      noteRequestError(c.req.raw, error);
      if (error instanceof ApiError) {
        c.header('Cache-Control', 'no-store');
        closeIfBodyUnread(c);
        return c.json(error.toBody(), error.status as 400);
      }
      if (isUniqueViolation(error)) {
        // A unique constraint lost a race (two requests claiming the same thing at once): a conflict, not a crash.
        return c.json(
          new ApiError('conflict', 'This was just changed by another request. Please try again.', { reason: 'changed_meanwhile' }).toBody(),
          409,
        );
      }
      if (error instanceof z.ZodError) {
        const e = zodToApiError(error);
        return c.json(e.toBody(), 400);
      }
      deps.logger.error({ err: error, path: c.req.path }, 'unhandled API error');
      return c.json(new ApiError('internal', 'Something went wrong on our side. Please try again.').toBody(), 500);
    }
  };
}
