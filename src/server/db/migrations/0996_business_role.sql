-- The business staff role (decision 0271): prepares bulk gift batches for a member account, who pays for them.
alter table staff drop constraint staff_role_check;
--> statement-breakpoint
alter table staff add constraint staff_role_check check (role in ('admin', 'catalogue', 'marketing', 'support', 'merchant', 'finance', 'business'));
