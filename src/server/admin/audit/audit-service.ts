import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';
import type { StaffMember } from '../session/staff-session.ts';

/** Writes one audit entry in the caller's transaction, so a change and its record commit (or fail) together. */
export async function writeAudit(
  tx: Db,
  entry: { actor: StaffMember; action: string; resource: string; objectId: string | number; before: unknown; after: unknown; at: Date },
): Promise<void> {
  await tx.insert(auditLog).values({
    staff_id: entry.actor.id,
    staff_email: entry.actor.email,
    action: entry.action,
    resource: entry.resource,
    object_id: String(entry.objectId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    at: entry.at,
  });
}
