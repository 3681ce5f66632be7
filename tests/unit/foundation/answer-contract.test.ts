import { describe, expect, it } from 'vitest';
import { buildRegistry } from '../../../src/server/registry.ts';
import { ANSWERS } from '../../../src/shared/api/answers/index.ts';
import { AnswerContractError, checkAnswer } from '../../support/answer-contract.ts';

describe('the answer contract', () => {
  it('declares an answer for every registered option', () => {
    const missing = [...buildRegistry().keys()].filter((key) => {
      const [group, option] = key.split('/');
      return !(ANSWERS as Record<string, Record<string, unknown>>)[group]?.[option];
    });
    expect(missing).toEqual([]);
  });

  it('accepts a right answer and refuses a wrong type, a missing field and an undeclared field', () => {
    const ok = { success: true, message: 'OK', member_id: 7 };
    expect(() => checkAnswer('account', 'create_account', 200, ok)).not.toThrow();
    expect(() => checkAnswer('account', 'create_account', 200, { ...ok, member_id: '7' })).toThrow(AnswerContractError);
    expect(() => checkAnswer('account', 'create_account', 200, { success: true, message: 'OK' })).toThrow(AnswerContractError);
    expect(() => checkAnswer('account', 'create_account', 200, { ...ok, password_hash: 'x' })).toThrow(AnswerContractError);
  });

  it('accepts an ApiError body whose code maps to the status, and nothing else', () => {
    expect(() => checkAnswer('account', 'login', 401, { success: false, code: 'unauthorized', message: 'no' })).not.toThrow();
    expect(() => checkAnswer('account', 'login', 400, { success: false, code: 'unauthorized', message: 'no' })).toThrow(
      AnswerContractError,
    );
    expect(() => checkAnswer('account', 'login', 500, { error: 'boom' })).toThrow(AnswerContractError);
  });
});
