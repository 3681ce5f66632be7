export * from './members.ts';
export * from './catalogue.ts';
export * from './giftcards.ts';
export * from './orders.ts';
export * from './staff.ts';
export * from './redemptions.ts';
export * from './birthdays.ts';
export * from './job-leases.ts';
