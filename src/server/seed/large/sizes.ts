/**
 * How big `npm run seed:large` makes the shop (decision 0254). FULL is a year of a busy shop; a scale multiplies every
 * size (tests use 0.001). SEED_LARGE_SCALE picks the scale; SEED_LARGE_<NAME> (e.g. SEED_LARGE_ORDERS) sets one size.
 */
export interface LargeSizes {
  members: number;
  brands: number;
  /** a multiple of 20 (the product id says the market and whether the heavy brand sells it) */
  products: number;
  orders: number;
  vouchers: number;
  notifications: number;
  friendships: number;
  /** the heavy member's orders, notifications and friends */
  heavyOrders: number;
  heavyNotifications: number;
  heavyFriends: number;
  /** share (0..1) of the orders sold by the heavy brand */
  heavyBrandShare: number;
}

export const FULL_SIZES: LargeSizes = {
  members: 200_000,
  brands: 500,
  products: 10_000,
  orders: 1_000_000,
  vouchers: 2_500_000,
  notifications: 2_000_000,
  friendships: 300_000,
  heavyOrders: 2_000,
  heavyNotifications: 20_000,
  heavyFriends: 500,
  heavyBrandShare: 0.5,
};

const atLeast = (n: number, min: number) => Math.max(min, Math.round(n));

export function scaledSizes(scale: number, base: LargeSizes = FULL_SIZES): LargeSizes {
  if (!(scale > 0)) throw new Error(`seed:large scale must be above 0, got ${scale}`);
  return {
    members: atLeast(base.members * scale, 40),
    brands: atLeast(base.brands * scale, 4),
    products: Math.max(20, Math.round((base.products * scale) / 20) * 20),
    orders: atLeast(base.orders * scale, 100),
    vouchers: atLeast(base.vouchers * scale, 250),
    notifications: atLeast(base.notifications * scale, 100),
    friendships: atLeast(base.friendships * scale, 20),
    heavyOrders: atLeast(base.heavyOrders * scale, 10),
    heavyNotifications: atLeast(base.heavyNotifications * scale, 20),
    heavyFriends: atLeast(base.heavyFriends * Math.min(1, scale * 10), 5),
    heavyBrandShare: base.heavyBrandShare,
  };
}

/** The sizes from the environment: SEED_LARGE_SCALE (1) and any SEED_LARGE_<SIZE> in capitals with underscores. */
export function sizesFromEnv(env: NodeJS.ProcessEnv = process.env): LargeSizes {
  const sizes = scaledSizes(Number(env.SEED_LARGE_SCALE ?? 1));
  for (const key of Object.keys(sizes) as Array<keyof LargeSizes>) {
    const name = `SEED_LARGE_${key.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`;
    const v = env[name];
    if (v === undefined) continue;
    const n = Number(v);
    if (!Number.isFinite(n) || n < 0) throw new Error(`${name} must be a number >= 0, got ${v}`);
    sizes[key] = key === 'products' ? Math.max(20, Math.round(n / 20) * 20) : n;
  }
  return sizes;
}
