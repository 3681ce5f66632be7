import { z } from 'zod';
import { RESOURCE_DEFS } from '../../src/server/admin/resource-defs.ts';
import { statementRecord } from '../../src/shared/admin/finance.ts';
import { groupGiftCancelAnswer } from '../../src/shared/admin/group-gift.ts';
import { orderEmailAnswer, orderRefundAnswer, orderReissueCodeAnswer, orderReissueLinkAnswer } from '../../src/shared/admin/order.ts';
import { voucherAtCounter } from '../../src/shared/admin/redemption.ts';
import { ADMIN_REASONS } from '../../src/shared/admin/reasons.ts';
import { apiFailureSchema } from '../../src/shared/api/answers/index.ts';
import { ERROR_REASONS } from '../../src/shared/api/error-codes.ts';
import { ERROR_STATUS } from '../../src/shared/api/error-codes.ts';

/** The admin API's refusals: the shop's failure shape, with the admin reasons (shared/admin/reasons.ts) beside the shop's. */
const adminFailureSchema = apiFailureSchema.extend({ reason: z.enum([...ERROR_REASONS, ...ADMIN_REASONS]).optional() });
import { AnswerContractError } from './answer-contract.ts';

/** The answer schema of each admin route that is not a resource's own (decision 0250); `:name` stands for any one segment. */
const ROUTE_ANSWERS: Record<string, z.ZodType> = {
  'POST /redemptions/lookup': voucherAtCounter,
  'POST /redemptions': voucherAtCounter,
  'POST /orders/:id/refund': orderRefundAnswer,
  'POST /orders/:id/reissue-link': orderReissueLinkAnswer,
  'POST /orders/:id/vouchers/:voucher/reissue': orderReissueCodeAnswer,
  'POST /orders/:id/resend-email': orderEmailAnswer,
  'POST /orders/:id/readdress-email': orderEmailAnswer,
  'POST /group-gifts/:id/cancel': groupGiftCancelAnswer,
  'POST /settlements/:id/pay': statementRecord,
};

/** The schema of a route of ROUTE_ANSWERS the request's method and path match. */
function routeAnswer(method: string, parts: string[]): z.ZodType | undefined {
  for (const [route, schema] of Object.entries(ROUTE_ANSWERS)) {
    const [m, p] = route.split(' ');
    const pattern = p.split('/').filter(Boolean);
    if (m === method && pattern.length === parts.length && pattern.every((s, i) => s.startsWith(':') || s === parts[i])) return schema;
  }
  return undefined;
}

const strictly = (schema: z.ZodType) => (schema instanceof z.ZodObject ? schema.strict() : schema);

function check(route: string, schema: z.ZodType, body: unknown): void {
  const result = strictly(schema).safeParse(body);
  if (!result.success)
    throw new AnswerContractError(`${route} answered outside its record schema: ${JSON.stringify(result.error.issues.slice(0, 3))}`);
}

/**
 * Checks one admin answer against the contract, as tests/support/answer-contract.ts does for the shop: a resource's
 * list against an array of its record schema (of its list row's, when lighter), a read, create, save or delete against
 * the record (no undeclared field), a resource's other routes (the counter's, support's actions on orders…) against
 * theirs in ROUTE_ANSWERS (an undeclared one fails), and any refusal against the failure shape with the code of its
 * status. Every request of the admin API tests goes through it (admin-support.ts).
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
  const special = routeAnswer(method, parts);
  if (special) {
    check(route, special, body);
    return;
  }
  const def = (RESOURCE_DEFS as Record<string, { record?: z.ZodType; listRecord?: z.ZodType }>)[parts[0] ?? ''];
  if (def && parts.length > 2) throw new AnswerContractError(`${route}: a route of ${parts[0]} with no answer schema in ROUTE_ANSWERS`);
  if (!def?.record) return;
  if (parts.length === 1 && method === 'GET') check(route, z.array(strictly(def.listRecord ?? def.record)), body);
  else if (parts.length === 1 && method === 'POST') check(route, def.record, body);
  else if (parts.length === 2 && parts[1] !== 'export.csv' && ['GET', 'PUT', 'DELETE'].includes(method)) check(route, def.record, body);
}
