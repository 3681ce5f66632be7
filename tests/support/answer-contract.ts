import type { z } from 'zod';
import { ANSWERS, apiFailureSchema } from '../../src/shared/api/answers/index.ts';
import { ERROR_STATUS } from '../../src/shared/api/error-codes.ts';

export class AnswerContractError extends Error {}

/**
 * Checks one answer of the API against the contract: a 200 against its option's answer schema (no undeclared
 * top-level field), any other status against the failure shape with the code that maps to that status. Every call of
 * the API suite goes through it (tests/support/test-app.ts), so the suite checks the contract as a side effect.
 */
export function checkAnswer(group: string, option: string, status: number, body: unknown): void {
  if (status === 200) {
    const schema = (ANSWERS as Record<string, Record<string, z.ZodObject>>)[group]?.[option];
    if (!schema) return; // an unknown option answers 404, checked below
    const result = schema.strict().safeParse(body);
    if (!result.success) {
      throw new AnswerContractError(`${group}/${option} answered outside its contract: ${JSON.stringify(result.error.issues.slice(0, 3))}`);
    }
    return;
  }
  const failure = apiFailureSchema.safeParse(body);
  if (!failure.success)
    throw new AnswerContractError(`${group}/${option} ${status}: not an ApiError body: ${JSON.stringify(body).slice(0, 200)}`);
  const expected = ERROR_STATUS[failure.data.code];
  if (expected !== status)
    throw new AnswerContractError(`${group}/${option}: code ${failure.data.code} answered with ${status}, not ${expected}`);
}
