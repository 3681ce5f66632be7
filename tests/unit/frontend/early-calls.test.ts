import { beforeEach, describe, expect, it, vi } from 'vitest';

/** Reads a page's script starts before hydration (decision 0223): taken once by the island, only while fresh. */

const callApi = vi.fn();
vi.mock('../../../src/lib/api-client.ts', () => ({ callApi: (...args: unknown[]) => callApi(...args) }));
const { callApiOnce, startEarly } = await import('../../../src/lib/early-calls.ts');

let n = 0;
beforeEach(() => {
  callApi.mockReset();
  callApi.mockImplementation(async () => ({ success: true, message: '', table: { call: ++n } }));
});

describe('early calls', () => {
  it("the island takes the answer the page's script started instead of asking again", async () => {
    const early = startEarly('catalogue', 'detail_product', { product_id: 7 }, 1000);
    const taken = callApiOnce('catalogue', 'detail_product', { product_id: 7 }, 1500);
    expect(taken).toBe(early);
    expect(callApi).toHaveBeenCalledTimes(1);
  });

  it('each early answer is taken once: asking again (a reload of the stock) goes to the API', async () => {
    startEarly('catalogue', 'detail_product', { product_id: 8 }, 1000);
    await callApiOnce('catalogue', 'detail_product', { product_id: 8 }, 1100);
    await callApiOnce('catalogue', 'detail_product', { product_id: 8 }, 1200);
    expect(callApi).toHaveBeenCalledTimes(2);
  });

  it('another payload, or an answer older than 10 s, is never taken', async () => {
    startEarly('catalogue', 'detail_product', { product_id: 9 }, 1000);
    await callApiOnce('catalogue', 'detail_product', { product_id: 10 }, 1100);
    expect(callApi).toHaveBeenCalledTimes(2);
    startEarly('catalogue', 'detail_product', { product_id: 11 }, 1000);
    await callApiOnce('catalogue', 'detail_product', { product_id: 11 }, 12_000);
    expect(callApi).toHaveBeenCalledTimes(4);
  });

  it('a failed early call fails for the island that takes it, and for nobody before', async () => {
    callApi.mockImplementationOnce(async () => {
      throw new Error('offline');
    });
    startEarly('catalogue', 'detail_product', { product_id: 12 }, 1000);
    await new Promise((r) => setTimeout(r, 0));
    await expect(callApiOnce('catalogue', 'detail_product', { product_id: 12 }, 1100)).rejects.toThrow('offline');
  });
});
