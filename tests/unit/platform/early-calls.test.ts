import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EARLY_CALLS_SCRIPT } from '../../../src/features/shell/early-calls-script.ts';

/** A stand-in browser: localStorage, location, the page clock and fetch. */
function page(pathname = '/UgiftWeb/vouchers', search = '') {
  const stored: Record<string, string> = {};
  const localStorage = {
    getItem: (k: string) => stored[k] ?? null,
    setItem: (k: string, v: string) => (stored[k] = v),
    removeItem: (k: string) => delete stored[k],
  };
  const win: { __ugiftEarly?: unknown[]; addEventListener: () => void; removeEventListener: () => void } = {
    addEventListener: () => {},
    removeEventListener: () => {},
  };
  const sent: Array<{ url: string; init: RequestInit }> = [];
  let clock = 100;
  const answers = new Map<string, { status: number; data: unknown }>();
  const fetch = (url: string, init: RequestInit) => {
    sent.push({ url, init });
    const a = answers.get(String(init.body)) ?? { status: 200, data: { success: true, table: [] } };
    return Promise.resolve({ status: a.status, json: () => Promise.resolve(a.data) });
  };
  return {
    stored,
    localStorage,
    win,
    sent,
    answers,
    location: { pathname, search },
    setClock: (ms: number) => (clock = ms),
    now: () => clock,
    fetch,
  };
}

type Page = ReturnType<typeof page>;

const member = (p: Page, expiry = Math.floor(Date.now() / 1000) + 3600) => {
  p.stored.authUser = JSON.stringify({ member_id: 7, country_id: 1 });
  p.stored.authAPI = JSON.stringify({ api_token: 'tok-7', api_token_expiry: expiry });
};

/** Runs the head script in the stand-in page. */
function runScript(p: Page) {
  new Function('localStorage', 'location', 'window', 'fetch', EARLY_CALLS_SCRIPT)(p.localStorage, p.location, p.win, p.fetch);
  return (p.win.__ugiftEarly ?? []) as Array<{ url: string; body: string; token: string; answer: Promise<unknown> }>;
}

const recorded = (calls: Array<{ url: string; body: string }>, key = '/UgiftWeb/vouchers') => JSON.stringify({ [key]: calls });

describe('the early-calls head script', () => {
  it('sends the page’s recorded reads with the stored token, before any island', async () => {
    const p = page();
    member(p);
    p.stored.earlyCalls = recorded([{ url: '/UgiftWeb/api/evoucher', body: 'option=list_evoucher&limit=20&member_id=7' }]);
    const early = runScript(p);
    expect(p.sent).toHaveLength(1);
    expect(p.sent[0].url).toBe('/UgiftWeb/api/evoucher');
    expect(p.sent[0].init.method).toBe('POST');
    expect(p.sent[0].init.body).toBe('option=list_evoucher&limit=20&member_id=7');
    expect((p.sent[0].init.headers as Record<string, string>).Authorization).toBe('Bearer tok-7');
    expect(early[0]).toMatchObject({ url: '/UgiftWeb/api/evoucher', token: 'tok-7' });
    expect(await early[0].answer).toEqual({ status: 200, data: { success: true, table: [] } });
  });

  it('sends nothing for a guest, an expired token, another page or nothing recorded', () => {
    const calls = [{ url: '/UgiftWeb/api/evoucher', body: 'option=list_evoucher' }];
    const guest = page();
    guest.stored.earlyCalls = recorded(calls);
    runScript(guest);
    expect(guest.sent).toHaveLength(0);
    const expired = page();
    member(expired, Math.floor(Date.now() / 1000) - 1);
    expired.stored.earlyCalls = recorded(calls);
    runScript(expired);
    expect(expired.sent).toHaveLength(0);
    const other = page('/UgiftWeb/vouchers', '?status=used');
    member(other);
    other.stored.earlyCalls = recorded(calls);
    runScript(other);
    expect(other.sent).toHaveLength(0);
    const none = page();
    member(none);
    runScript(none);
    expect(none.sent).toHaveLength(0);
  });

  it('never sends the token to another origin, and sends at most three', () => {
    const p = page();
    member(p);
    p.stored.earlyCalls = recorded([
      { url: '//evil.example/steal', body: 'a' },
      { url: 'https://evil.example/steal', body: 'b' },
      { url: '/\\evil.example/steal', body: 'c' },
      { url: '/UgiftWeb/api/order', body: 'option=list_order' },
    ]);
    runScript(p);
    expect(p.sent).toHaveLength(0);
    const many = page();
    member(many);
    many.stored.earlyCalls = recorded([1, 2, 3, 4].map((i) => ({ url: '/UgiftWeb/api/order', body: `n=${i}` })));
    runScript(many);
    expect(many.sent.map((s) => s.init.body)).toEqual(['n=1', 'n=2', 'n=3']);
  });

  it('survives unreadable storage', () => {
    const p = page();
    member(p);
    p.stored.earlyCalls = '{not json';
    expect(() => runScript(p)).not.toThrow();
    expect(p.sent).toHaveLength(0);
  });
});

describe('the API client’s side (src/lib/early-calls.ts, early-calls-record.ts)', () => {
  let p: Page;
  beforeEach(() => {
    vi.resetModules();
    p = page();
    member(p);
    vi.stubGlobal('window', p.win);
    vi.stubGlobal('localStorage', p.localStorage);
    vi.stubGlobal('location', p.location);
    vi.stubGlobal('performance', { now: () => p.now() });
  });
  afterEach(() => vi.unstubAllGlobals());

  const lib = () => import('../../../src/lib/early-calls.ts');
  const recorder = () => import('../../../src/lib/early-calls-record.ts');

  it('records the page’s first reads, once each and at most three, for this path and query', async () => {
    p.stored.earlyCalls = JSON.stringify({ '/UgiftWeb/vouchers': [{ url: '/UgiftWeb/api/evoucher', body: 'last visit' }] });
    const { recordFirstRead } = await recorder();
    const call = (n: number) => ({ url: '/UgiftWeb/api/order', body: `option=list_order&n=${n}` });
    recordFirstRead(call(1));
    recordFirstRead(call(1));
    recordFirstRead(call(2));
    recordFirstRead(call(3));
    recordFirstRead(call(4));
    // the last visit's list is replaced, not added to
    expect(JSON.parse(p.stored.earlyCalls)).toEqual({ '/UgiftWeb/vouchers': [call(1), call(2), call(3)] });
  });

  it('records nothing once the member has logged out', async () => {
    const { recordFirstRead } = await recorder();
    p.stored.authUser = 'null';
    recordFirstRead({ url: '/UgiftWeb/api/evoucher', body: 'option=list_evoucher' });
    expect(p.stored.earlyCalls).toBeUndefined();
  });

  it('does not note reads made after the page’s first seconds', async () => {
    const { noteFirstRead, FIRST_READ_WINDOW_MS } = await lib();
    const idle = vi.fn();
    vi.stubGlobal('document', { readyState: 'complete' });
    vi.stubGlobal('requestIdleCallback', idle);
    noteFirstRead({ url: '/UgiftWeb/api/order', body: 'option=list_order' });
    expect(idle).toHaveBeenCalledTimes(1);
    p.setClock(FIRST_READ_WINDOW_MS + 1);
    noteFirstRead({ url: '/UgiftWeb/api/order', body: 'option=list_order&offset=20' });
    expect(idle).toHaveBeenCalledTimes(1);
  });

  it('keeps the most recently visited pages only', async () => {
    const { recordFirstRead, EARLY_CALLS_MAX_PAGES } = await recorder();
    const old: Record<string, unknown> = {};
    for (let i = 0; i < EARLY_CALLS_MAX_PAGES; i++) old[`/UgiftWeb/p${i}`] = [{ url: '/UgiftWeb/api/x', body: 'b' }];
    p.stored.earlyCalls = JSON.stringify(old);
    recordFirstRead({ url: '/UgiftWeb/api/evoucher', body: 'option=list_evoucher' });
    const pages = Object.keys(JSON.parse(p.stored.earlyCalls));
    expect(pages).toHaveLength(EARLY_CALLS_MAX_PAGES);
    expect(pages).not.toContain('/UgiftWeb/p0');
    expect(pages.at(-1)).toBe('/UgiftWeb/vouchers');
  });

  it('gives the early answer to the same request with the same token, once', async () => {
    const { takeEarlyAnswer } = await lib();
    const data = { success: true, table: [{ id: 'v1' }] };
    p.win.__ugiftEarly = [
      { url: '/UgiftWeb/api/evoucher', body: 'option=list_evoucher', token: 'tok-7', answer: Promise.resolve({ status: 200, data }) },
    ];
    expect(await takeEarlyAnswer('/UgiftWeb/api/evoucher', 'option=list_evoucher&x=1', 'tok-7')).toBeUndefined();
    expect(await takeEarlyAnswer('/UgiftWeb/api/evoucher', 'option=list_evoucher', 'tok-other')).toBeUndefined();
    expect(await takeEarlyAnswer('/UgiftWeb/api/evoucher', 'option=list_evoucher', 'tok-7')).toEqual(data);
    expect(await takeEarlyAnswer('/UgiftWeb/api/evoucher', 'option=list_evoucher', 'tok-7')).toBeUndefined();
  });

  it('lets go of the early answers after a change, which may have made them stale', async () => {
    const { takeEarlyAnswer, dropEarlyAnswers } = await lib();
    p.win.__ugiftEarly = [{ url: '/u', body: 'b', token: 't', answer: Promise.resolve({ status: 200, data: { table: [] } }) }];
    dropEarlyAnswers();
    expect(await takeEarlyAnswer('/u', 'b', 't')).toBeUndefined();
  });

  it('leaves a failed, unanswered or late early request to an ordinary call', async () => {
    const { takeEarlyAnswer, EARLY_ANSWER_TTL_MS } = await lib();
    const req = (body: string, answer: { status: number; data?: unknown }) => ({
      url: '/u',
      body,
      token: 't',
      answer: Promise.resolve(answer),
    });
    p.win.__ugiftEarly = [
      req('401', { status: 401, data: { success: false } }),
      req('net', { status: 0 }),
      req('late', { status: 200, data: {} }),
    ];
    expect(await takeEarlyAnswer('/u', '401', 't')).toBeUndefined();
    expect(await takeEarlyAnswer('/u', 'net', 't')).toBeUndefined();
    p.setClock(EARLY_ANSWER_TTL_MS + 1);
    expect(await takeEarlyAnswer('/u', 'late', 't')).toBeUndefined();
  });

  it('stops waiting for an early request that never answers, and leaves it to an ordinary call', async () => {
    const { takeEarlyAnswer, EARLY_ANSWER_WAIT_MS } = await lib();
    vi.useFakeTimers();
    try {
      p.win.__ugiftEarly = [{ url: '/u', body: 'b', token: 't', answer: new Promise(() => {}) }];
      const taken = takeEarlyAnswer('/u', 'b', 't');
      await vi.advanceTimersByTimeAsync(EARLY_ANSWER_WAIT_MS);
      expect(await taken).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it('forgets every recorded read (logout)', async () => {
    const { recordFirstRead } = await recorder();
    const { forgetEarlyCalls } = await lib();
    recordFirstRead({ url: '/UgiftWeb/api/evoucher', body: 'option=list_evoucher' });
    expect(p.stored.earlyCalls).toBeDefined();
    forgetEarlyCalls();
    expect(p.stored.earlyCalls).toBeUndefined();
  });
});
