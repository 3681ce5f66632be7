/**
 * The balance after each row of a card's history, newest first, walked back from the card's balance now (so a page
 * of the newest rows is right without the older ones).
 */
export function balancesAfter(rows: ReadonlyArray<{ amount: number }>, balanceNow: number): number[] {
  const out: number[] = [];
  let after = balanceNow;
  for (const row of rows) {
    out.push(after);
    after -= row.amount;
  }
  return out;
}
