import { describe, expect, it } from 'vitest';
import { FIRST_PAINT_HINTS_SCRIPT } from '../../../src/features/shell/first-paint-hints.ts';

interface Run {
  /** the stored authUser and country (localStorage) */
  user?: unknown;
  country?: string;
  /** <html data-snapshot-country> */
  snapshotCountry?: string;
  /** <html data-members-only> (the login URL) */
  membersOnly?: string;
  /** <html data-snapshot-search> (the search page) */
  snapshotSearch?: boolean;
  pathname?: string;
  search?: string;
}

/** Runs the inline script in a stand-in page; answers the marks it set on <html> and the style rules it added. */
function run({ user, country, snapshotCountry, membersOnly, snapshotSearch, pathname = '/UgiftWeb/page', search = '' }: Run) {
  const attributes = new Map<string, string>();
  if (snapshotSearch) attributes.set('data-snapshot-search', '');
  if (snapshotCountry !== undefined) attributes.set('data-snapshot-country', snapshotCountry);
  if (membersOnly !== undefined) attributes.set('data-members-only', membersOnly);
  const replaced: string[] = [];
  const session: Record<string, string> = {};
  const location = { pathname, search, replace: (url: string) => replaced.push(url) };
  const sessionStorage = { setItem: (key: string, value: string) => (session[key] = value) };
  const styles: string[] = [];
  const document = {
    documentElement: {
      setAttribute: (name: string, value: string) => attributes.set(name, value),
      getAttribute: (name: string) => attributes.get(name) ?? null,
    },
    createElement: () => ({ textContent: '' }),
    head: { appendChild: (el: { textContent: string }) => styles.push(el.textContent) },
  };
  const stored: Record<string, string> = {};
  if (user !== undefined) stored.authUser = typeof user === 'string' ? user : JSON.stringify(user);
  if (country !== undefined) stored.country = country;
  const localStorage = { getItem: (key: string) => stored[key] ?? null };
  new Function('document', 'localStorage', 'sessionStorage', 'location', FIRST_PAINT_HINTS_SCRIPT)(
    document,
    localStorage,
    sessionStorage,
    location,
  );
  return { member: attributes.has('data-member'), styles, replaced, returnTo: session.returnTo };
}

describe('first-paint hints (the head script of every app page)', () => {
  it('marks a device with a stored member', () => {
    expect(run({ user: { member_id: 42, country_id: 1 } }).member).toBe(true);
    expect(run({ user: { member_id: '42' } }).member).toBe(true);
  });

  it('leaves a guest, a member id of 0 and an unreadable record unmarked, without throwing', () => {
    expect(run({}).member).toBe(false);
    expect(run({ user: { member_id: 0 } }).member).toBe(false);
    expect(run({ user: 'null' }).member).toBe(false);
    expect(run({ user: '{not json' }).member).toBe(false);
  });

  it("shows the URL's snapshot list to a guest in the snapshot's market, and hides its skeleton", () => {
    const { styles } = run({ snapshotCountry: '2', search: '?type=list_category&id=7' });
    expect(styles).toEqual([
      '.list-variant[data-variant="list_category-7"]{display:block}:has(>.list-variants [data-variant="list_category-7"])>.list-fallback{display:none}',
    ]);
    expect(run({ snapshotCountry: '2', country: '2', search: '?id=7' }).styles[0]).toContain('.list-variant[data-variant="id-7"]');
    expect(run({ snapshotCountry: '2', country: '0', search: '?id=7' }).styles).toHaveLength(1);
  });

  it('shows no snapshot list to a member, in another market, on a page without snapshot lists, or for a strange URL', () => {
    expect(run({ snapshotCountry: '2', user: { member_id: 5 }, search: '?id=7' }).styles).toEqual([]);
    expect(run({ snapshotCountry: '2', country: '3', search: '?id=7' }).styles).toEqual([]);
    expect(run({ search: '?id=7' }).styles).toEqual([]);
    for (const search of ['', '?id=', '?id=7"]{x}', '?type=a"b&id=7', '?id=12345678901'])
      expect(run({ snapshotCountry: '2', search }).styles, search).toEqual([]);
  });

  it("shows a guest the search snapshot's rows that contain every word of q, as list_product matches them", () => {
    const { styles } = run({ snapshotCountry: '2', snapshotSearch: true, search: '?q=Bean%20%20LATTE' });
    const words = '[data-search*="bean"][data-search*="latte"]';
    expect(styles).toEqual([
      `.list-variant[data-variant="search"]{display:block}.list-variant[data-variant="search"] [data-search]:not(${words}){display:none}:has(>.list-variants ${words})>.list-fallback{display:none}`,
    ]);
    // letters and digits of any script pass as they are
    expect(run({ snapshotCountry: '2', snapshotSearch: true, search: '?q=咖啡30' }).styles[0]).toContain('[data-search*="咖啡30"]');
  });

  it('lets no character of q break out of the rule: all but letters and digits are CSS escapes', () => {
    const { styles } = run({ snapshotCountry: '2', snapshotSearch: true, search: `?q=${encodeURIComponent('a"]{x}\\b')}` });
    expect(styles[0]).toContain('[data-search*="a\\22 \\5d \\7b x\\7d \\5c b"]');
    expect(styles[0]).not.toContain('a"]');
  });

  it('shows no search snapshot without words, for a q longer than the API takes, to a member or in another market', () => {
    for (const search of ['', '?q=', '?q=%20%20', `?q=${'a'.repeat(101)}`, '?filter=popular'])
      expect(run({ snapshotCountry: '2', snapshotSearch: true, search }).styles, search).toEqual([]);
    expect(run({ snapshotCountry: '2', snapshotSearch: true, user: { member_id: 5 }, search: '?q=bean' }).styles).toEqual([]);
    expect(run({ snapshotCountry: '2', snapshotSearch: true, country: '3', search: '?q=bean' }).styles).toEqual([]);
    // the search page's rule only: an id in its URL is not a variant key there
    expect(run({ snapshotCountry: '2', snapshotSearch: true, search: '?id=7' }).styles).toEqual([]);
  });

  it('sends a guest on a members-only route to login at once, remembering the page', () => {
    const guest = run({ membersOnly: '/UgiftWeb/login', pathname: '/UgiftWeb/order-details', search: '?id=8' });
    expect(guest.replaced).toEqual(['/UgiftWeb/login']);
    expect(guest.returnTo).toBe('/UgiftWeb/order-details?id=8');
    const member = run({ membersOnly: '/UgiftWeb/login', user: { member_id: 3 } });
    expect(member.replaced).toEqual([]);
    expect(member.returnTo).toBeUndefined();
    expect(run({ pathname: '/UgiftWeb/basket' }).replaced).toEqual([]);
  });

  it('throws nothing when storage is refused', () => {
    const document = { documentElement: { setAttribute: () => undefined, getAttribute: () => null } };
    const localStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(() =>
      new Function('document', 'localStorage', 'sessionStorage', 'location', FIRST_PAINT_HINTS_SCRIPT)(
        document,
        localStorage,
        {},
        { search: '' },
      ),
    ).not.toThrow();
  });
});
