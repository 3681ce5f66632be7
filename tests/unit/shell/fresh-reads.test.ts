import { beforeAll, describe, expect, it, vi } from 'vitest';

/**
 * Read-your-writes on any server (decision 0237): after the tab's own write, its calls carry X-Ugift-Fresh for a few
 * seconds (kept in sessionStorage), so its reads skip what another server remembers.
 */
const store = () => {
  const m = new Map<string, string>();
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
    clear: () => m.clear(),
    key: () => null,
    length: 0,
  };
};
const sent: Array<{ option: string; fresh: string | null }> = [];

beforeAll(() => {
  vi.stubGlobal('localStorage', store());
  vi.stubGlobal('sessionStorage', store());
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    const headers = new Headers(init.headers);
    sent.push({ option: new URLSearchParams(String(init.body)).get('option') ?? '', fresh: headers.get('x-ugift-fresh') });
    return new Response(JSON.stringify({ success: true, message: 'OK', table: [] }), { headers: { 'content-type': 'application/json' } });
  });
});

describe('fresh reads after the tab’s own write', () => {
  it('a read carries no mark until the tab writes; then its reads do, for a few seconds', async () => {
    const { callApi } = await import('../../../src/lib/api-client.ts');
    const { $authAPI } = await import('../../../src/lib/session-store.ts');
    $authAPI.set({ api_token: 't'.repeat(40), api_token_expiry: Math.floor(Date.now() / 1000) + 3600 });
    await callApi('evoucher', 'list_evoucher', {});
    await callApi('basket', 'product_to_basket', { product_id: 1, quantity: 1 });
    await callApi('evoucher', 'list_evoucher', {});
    expect(sent.map((s) => [s.option, s.fresh])).toEqual([
      ['list_evoucher', null],
      ['product_to_basket', '1'],
      ['list_evoucher', '1'],
    ]);
    vi.setSystemTime(Date.now() + 10_000);
    await callApi('evoucher', 'list_evoucher', {});
    expect(sent.at(-1)?.fresh).toBeNull();
    vi.useRealTimers();
  });
});
