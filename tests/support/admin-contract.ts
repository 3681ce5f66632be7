import { z } from 'zod';
import { RESOURCE_DEFS } from '../../src/server/admin/resource-defs.ts';
import { voucherAtCounter } from '../../src/shared/admin/redemption.ts';
import { ADMIN_REASONS } from '../../src/shared/admin/reasons.ts';
import { apiFailureSchema } from '../../src/shared/api/answers/index.ts';
import { ERROR_REASONS } from '../../src/shared/api/error-codes.ts';
import { ERROR_STATUS } from '../../src/shared/api/error-codes.ts';

/** The admin API's refusals: the shop's failure shape, with the admin reasons (shared/admin/reasons.ts) beside the shop's. */
const adminFailureSchema = apiFailureSchema.extend({ reason: z.enum([...ERROR_REASONS, ...ADMIN_REASONS]).optional() });
import { AnswerContractError } from './answer-contract.ts';

/** The answer schema of each admin route that is not a resource's own (decision 0250). */
const ROUTE_ANSWERS: Record<string, z.ZodType> = {
  'POST /redemptions/lookup': voucherAtCounter,
  'POST /redemptions': voucherAtCounter,
};

const strictly = (schema: z.ZodType) => (schema instanceof z.ZodObject ? schema.strict() : schema);

function check(route: string, schema: z.ZodType, body: unknown): void {
  const result = strictly(schema).safeParse(body);
  if (!result.success)
    throw new AnswerContractError(`${route} answered outside its record schema: ${JSON.stringify(result.error.issues.slice(0, 3))}`);
}

/**
 * Checks one admin answer against the contract, as tests/support/answer-contract.ts does for the shop: a resource's
 * list against an array of its record schema, a read, create, save or delete against the record (no undeclared
 * field), the counter's routes against theirs, and any refusal against the failure shape with the code of its status.
 * Every request of the admin API tests goes through it (admin-support.ts).
 */
export function checkAdminAnswer(method: string, path: string, status: number, body: unknown): void {
  const parts = path.split('?')[0].split('/').filter(Boolean);
  if (status >= 400) {
    // the reconciliation probe answers its report with 503 when the books disagree (decision 0236)
    if (typeof body === 'string' || parts[0] === 'reconciliation') return; // a request the server refused before the admin API (e.g. no JSON at all)
    const failure = adminFailureSchema.safeParse(body);
    if (!failure.success)
      throw new AnswerContractError(`${method} ${path} ${status}: not an ApiError body: ${JSON.stringify(body).slice(0, 200)}`);
    const expected = ERROR_STATUS[failure.data.code];
    if (expected !== status)
      throw new AnswerContractError(`${method} ${path}: code ${failure.data.code} answered with ${status}, not ${expected}`);
    return;
  }
  if (status !== 200 && status !== 201) return;
  const route = `${method} /${parts.join('/')}`;
  const special = ROUTE_ANSWERS[route];
  if (special) {
    check(route, special, body);
    return;
  }
  const def = (RESOURCE_DEFS as Record<string, { record?: z.ZodType }>)[parts[0] ?? ''];
  if (!def?.record) return;
  if (parts.length === 1 && method === 'GET') check(route, z.array(strictly(def.record)), body);
  else if (parts.length === 1 && method === 'POST') check(route, def.record, body);
  else if (parts.length === 2 && parts[1] !== 'export.csv' && ['GET', 'PUT', 'DELETE'].includes(method)) check(route, def.record, body);
}
