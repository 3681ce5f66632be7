import { z } from 'zod';

/** The dashboard's periods, in days (decision 0238). */
export const DASHBOARD_PERIODS = [7, 30, 90] as const;

/** GET /dashboard?days=30: the period is one of DASHBOARD_PERIODS. */
export const dashboardQuery = z.object({
  days: z
    .string()
    .default('30')
    .refine((d) => /^\d{1,3}$/.test(d) && (DASHBOARD_PERIODS as readonly number[]).includes(Number(d)), {
      message: `must be ${DASHBOARD_PERIODS.join(', ')} (days)`,
    })
    .transform(Number),
});

const perCurrency = z.array(z.object({ currency: z.string(), amount: z.number().int() }));

/** One headline figure's two periods: this one and the one before it, so the console can show the change. */
const figure = z.object({ now: z.number().int(), before: z.number().int() });

export const dashboardAnswer = z.object({
  days: z.number().int(),
  /** when the figures were read: they are shared for up to 10 seconds (decision 0276) */
  as_of: z.string(),
  /** the shop's time zone the days are counted in */
  time_zone: z.string(),
  headline: z.object({
    /** paid (by card and uDollar) in the period and in the one before, per currency, in minor units */
    revenue: z.array(z.object({ currency: z.string(), now: z.number().int(), before: z.number().int() })),
    orders: figure,
    new_members: figure,
    /** orders reserved and not yet paid, now */
    pending_payment: z.number().int(),
    /** paid gifts not yet with their recipient (a link nobody redeemed, scheduled, waiting for a sign-up), now */
    gifts_waiting: z.number().int(),
    /** what shoppers can still claim (vouchers and uDollar) per currency, from the ledger, now */
    liability: perCurrency,
  }),
  /** one row per business day of the period (days without sales included), per currency */
  trend: z.array(z.object({ day: z.string(), currency: z.string(), orders: z.number().int(), amount: z.number().int() })),
  sales: z.array(
    z.object({ day: z.string(), country: z.string(), currency: z.string(), orders: z.number().int(), amount: z.number().int() }),
  ),
  vouchers: z.object({
    issued: z.number().int(),
    active: z.number().int(),
    used: z.number().int(),
    expired: z.number().int(),
    refunded: z.number().int(),
  }),
  top_products: z.array(
    z.object({ product_id: z.number().int(), name: z.string(), sold: z.number().int(), amount: z.number().int(), currency: z.string() }),
  ),
  recent_orders: z.array(
    z.object({
      id: z.number().int(),
      order_no: z.string(),
      customer: z.string(),
      payment_status: z.string(),
      order_status: z.string(),
      currency: z.string(),
      amount: z.number().int(),
      created_at: z.string(),
    }),
  ),
});
export type DashboardStats = z.infer<typeof dashboardAnswer>;
