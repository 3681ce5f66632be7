import type { Logger } from 'pino';
import type { z } from 'zod';
import type { AnswerInputOf } from '../../shared/api/answers/index.ts';
import type { ApiGroup, OptionOf } from '../../shared/api/groups.ts';
import type { Db } from '../db/client.ts';
import type { Adapters } from '../platform/adapters.ts';
import type { AppConfig } from '../platform/config.ts';

export interface AppDeps {
  db: Db;
  config: AppConfig;
  logger: Logger;
  adapters: Adapters;
  /** the current time; tests control it */
  clock: () => Date;
}

export type { SessionToken } from '../session/token-service.ts';

import type { SessionToken } from '../session/token-service.ts';

export interface OptionContext {
  deps: AppDeps;
  db: Db;
  now: Date;
  token: SessionToken | null;
  /** the member bound to the token, or null for a guest token */
  memberId: number | null;
  ip: string;
  userAgent: string;
  /** uploaded files of a multipart body, by field name */
  files: Record<string, File[]>;
  /**
   * the client wrote something in the last seconds (header X-Ugift-Fresh): its own reads skip the member read cache,
   * which another server may hold from before that write (decision 0237)
   */
  fresh?: boolean;
}

/** The member of a context whose option was declared auth 'member' (the registry has already refused guests). */
export function requireMember(ctx: OptionContext): number {
  if (ctx.memberId === null) throw new Error('requireMember called on an option that is not auth member');
  return ctx.memberId;
}

export type Auth = 'public' | 'token' | 'member';

export interface OptionDef<S extends z.ZodType = z.ZodType> {
  group: ApiGroup;
  option: string;
  /** public: no bearer; token: any valid token (guest or member); member: a token bound to a member */
  auth: Auth;
  schema: S;
  /**
   * 'member': a read of the member's own data whose answer depends only on that data, the catalogue, the input and
   * the time; answered from memory for up to a second (src/server/http/member-read-cache.ts). Leave it out for
   * anything that writes what another read would see.
   * 'shared': a read that writes nothing and whose answer for a guest depends only on the input, the catalogue and
   * the time; a guest's repeated request is answered from the bytes sent last time for up to a second
   * (src/server/http/answer-cache.ts, fast-lane.ts).
   */
  cache?: 'member' | 'shared';
  handle(input: z.output<S>, ctx: OptionContext): Promise<Record<string, unknown>>;
}

/**
 * What a handler returns for an option: the option's declared answer (src/shared/api/answers) without `success`, which
 * the route adds, and with `message` optional ('OK' when left out). The compiler checks every handler against it.
 */
export type HandlerResult<G extends ApiGroup, O extends OptionOf<G>> = Omit<AnswerInputOf<G, O>, 'success' | 'message'> & {
  message?: string;
};

export function defineOption<G extends ApiGroup, O extends OptionOf<G>, S extends z.ZodType>(def: {
  group: G;
  option: O;
  auth: Auth;
  schema: S;
  cache?: 'member' | 'shared';
  handle(input: z.output<S>, ctx: OptionContext): Promise<HandlerResult<G, O>>;
}): OptionDef<S> {
  // the registry stores handlers of every option side by side; their answers were checked above
  return def as OptionDef<S>;
}
