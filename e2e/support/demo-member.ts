/**
 * The demo seed's member (README, "Demo member"), for the few specs that are about what the demo shop shows: every
 * other spec registers members of its own (docs/decisions/0252-e2e-set-up-data.md). tests/unit/foundation/own-data.test.ts
 * lists the specs that may use it.
 */
export const DEMO = { phone: '6591234567', password: 'ugift-demo' };
