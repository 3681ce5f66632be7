import { z } from 'zod';

/**
 * One entry of the audit log as the admin API answers it (read only): who, what, which object, when, and the object
 * before and after (a record of its resource, or null); sign-in attempts add the address and user agent.
 */
export const auditLogRecord = z.object({
  id: z.number(),
  /** null for an attempt with an unknown e-mail, or once the staff account is gone */
  staff_id: z.string().nullable(),
  staff_email: z.string(),
  action: z.string(),
  resource: z.string(),
  object_id: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  at: z.string(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
});
export type AuditLogRecord = z.output<typeof auditLogRecord>;
