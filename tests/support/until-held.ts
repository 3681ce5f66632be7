/**
 * Repeats a read until one is answered from memory (`hits` moved by one), and answers that one. On PostgreSQL the push
 * of a change made just before (the test's own setup) can arrive after the first answer was stored and drop it; the
 * state waited for is "held", never a time.
 */
export async function untilHeld<T>(read: () => Promise<T>, hits: () => number): Promise<T> {
  for (let i = 0; i < 50; i++) {
    const before = hits();
    const answer = await read();
    if (hits() === before + 1) return answer;
  }
  throw new Error('the answer was never held');
}
