import { randomInt } from 'node:crypto';

/** The "Phrase of The Day" an order carries and the payment status screen shows. */
export const ORDER_PHRASES: readonly string[] = [
  'Small gifts, big smiles.',
  'Kindness is the best gift of all.',
  'Today is a good day to say thank you.',
  'Happiness is better when shared.',
  'A little thought goes a long way.',
  'Every day deserves a small celebration.',
  'The best gifts come from the heart.',
  'Share the joy, multiply the fun.',
];

export function pickPhrase(): string {
  return ORDER_PHRASES[randomInt(ORDER_PHRASES.length)];
}
