import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { members } from '../db/schema/index.ts';
import { memberLabel } from '../../shared/masked-phone.ts';

/** A member as others see them in notifications and messages: the name, else the masked phone; '' when gone. */
export async function memberLabelOf(db: Db, memberId: number): Promise<string> {
  const [m] = await db
    .select({ name: members.name, phone_prefix: members.phone_prefix, phone_number: members.phone_number })
    .from(members)
    .where(eq(members.id, memberId));
  return m ? memberLabel(m) : '';
}
