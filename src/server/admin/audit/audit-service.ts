import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';

/** Who made a change: the staff member's id and e-mail (audit sits below the session, so it names no session type). */
export interface AuditActor {
  id: string;
  email: string;
}

/** Writes one audit entry in the caller's transaction, so a change and its record commit (or fail) together. */
export async function writeAudit(
  tx: Db,
  entry: {
    actor: AuditActor;
    action: string;
    resource: string;
    objectId: string | number;
    /** the object before and after (a record of its resource), or null */
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
    at: Date;
  },
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

/**
 * An attempt to get in or to do what one may not (decision 0237): sign-ins, failed or not, throttled and locked ones,
 * refused requests and uploads. Written on its own (outside the refused request's transaction, which rolls back),
 * with the address and user agent; `email` is what was typed (cut to 200 characters).
 */
export async function recordAttempt(
  db: Db,
  entry: {
    staffId: string | null;
    email: string;
    action: string;
    resource?: string;
    detail?: Record<string, unknown>;
    ip: string;
    userAgent: string;
    at: Date;
  },
): Promise<void> {
  await db.insert(auditLog).values({
    staff_id: entry.staffId,
    staff_email: entry.email.slice(0, 200),
    action: entry.action,
    resource: entry.resource ?? 'session',
    object_id: entry.staffId ?? '',
    before: null,
    after: entry.detail ?? null,
    at: entry.at,
    ip: entry.ip.slice(0, 100),
    user_agent: entry.userAgent.slice(0, 300),
  });
}
