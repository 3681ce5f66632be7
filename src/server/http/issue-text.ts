import type { z } from 'zod';

type Issue = z.core.$ZodIssue;

/** Zod's own English for a wrong type ("Invalid input: expected int, received number"), said as the API says it. */
const EXPECTED: Record<string, string> = {
  number: 'must be a number',
  int: 'must be a whole number',
  bigint: 'must be a whole number',
  string: 'must be text',
  boolean: 'must be true or false',
  array: 'must be a list',
  object: 'must be an object',
  date: 'must be a date',
};

const isZodDefault = (message: string) => message.startsWith('Invalid input');

/**
 * What is wrong with one field of a form payload (decision 0241). Zod 4 keeps no input on its issues, so whether a
 * field was given is read from the payload itself: a field absent or empty "is required"; a field sent more than once
 * where one value is wanted "was sent more than once"; any other wrong value says what it must be (the schema's own
 * words, else a plain phrase for zod's default), never "is required".
 */
export function issueText(issue: Issue, fields?: Record<string, unknown>): string {
  if (issue.code !== 'invalid_type') return issue.message;
  // a check inside a handler, where the payload is not at hand: its own words
  if (fields === undefined) return isZodDefault(issue.message) ? (EXPECTED[issue.expected] ?? issue.message) : issue.message;
  const name = issue.path[0];
  const given = typeof name === 'string' || typeof name === 'number' ? fields[String(name)] : undefined;
  if (issue.path.length === 0 || given === undefined || given === '') return 'is required';
  if (Array.isArray(given) && issue.path.length === 1 && issue.expected !== 'array') return 'sent more than once';
  if (!isZodDefault(issue.message)) return issue.message;
  return EXPECTED[issue.expected] ?? `must be ${issue.expected}`;
}
