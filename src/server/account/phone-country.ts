import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { countries } from '../db/schema/index.ts';

/** The shop country whose calling code is the phone prefix ("+65" -> Singapore), or 0 when none matches. */
export async function countryOfPrefix(db: Db, prefix: string): Promise<number> {
  const code = `+${prefix.replace(/\D/g, '')}`;
  const [row] = await db.select({ id: countries.id }).from(countries).where(eq(countries.country_code, code)).limit(1);
  return row?.id ?? 0;
}
