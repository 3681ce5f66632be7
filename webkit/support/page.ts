import type { Browser } from './harness.ts';

/** Small waits over WebdriverIO for the smoke suite: states of the page, never time. */
export const APP = '/UgiftWeb';

export const testId = (id: string) => `[data-testid="${id}"]`;

/** Waits until the document is parsed and every Astro island has hydrated (no astro-island keeps its ssr mark). */
export async function hydrated(browser: Browser): Promise<void> {
  await browser.waitUntil(
    () => browser.execute(() => document.readyState !== 'loading' && document.querySelector('astro-island[ssr]') === null),
    { timeoutMsg: `islands did not hydrate on ${await browser.getUrl()}` },
  );
  await watchErrors(browser);
}

const ERRORS = 'webkit.errors';

/**
 * From hydration on, keeps the page's uncaught errors, unhandled rejections and console.error calls in sessionStorage
 * (which lasts across the tab's navigations): WebDriver classic has no console log to read them from.
 */
async function watchErrors(browser: Browser): Promise<void> {
  await browser.execute((key) => {
    const w = window as Window & { __webkitWatch?: boolean };
    if (w.__webkitWatch) return;
    w.__webkitWatch = true;
    const keep = (message: string) => {
      const list = JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[];
      list.push(`${location.pathname}: ${message}`);
      sessionStorage.setItem(key, JSON.stringify(list));
    };
    addEventListener('error', (e) => keep(e.message));
    addEventListener('unhandledrejection', (e) => keep(`unhandled rejection: ${String(e.reason)}`));
    const original = console.error;
    console.error = (...args: unknown[]) => {
      keep(args.map(String).join(' '));
      original.apply(console, args);
    };
  }, ERRORS);
}

/** The errors kept since the last call, and clears them. */
export async function pageErrors(browser: Browser): Promise<string[]> {
  return browser.execute((key) => {
    const list = JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[];
    sessionStorage.removeItem(key);
    return list;
  }, ERRORS);
}

/** Opens a page of the shop and waits for its islands. */
export async function open(browser: Browser, base: string, path: string): Promise<void> {
  await browser.url(`${base}${APP}/${path}`);
  await hydrated(browser);
}

export async function waitForUrl(browser: Browser, pattern: RegExp): Promise<string> {
  await browser.waitUntil(async () => pattern.test(await browser.getUrl()), {
    timeoutMsg: `the URL never matched ${pattern} (it is ${await browser.getUrl()})`,
  });
  return browser.getUrl();
}

/**
 * Waits until the element is shown and its text (textContent with white space collapsed, as Playwright's toHaveText
 * reads it) matches, and answers the text. WebKitWebDriver's own element text answers '' for text inside a CSS size
 * container (the card's texts), although WebKit paints it.
 */
export async function waitForText(browser: Browser, selector: string, pattern: RegExp): Promise<string> {
  const el = browser.$(selector);
  await el.waitForDisplayed({ timeoutMsg: `${selector} was not shown` });
  let text = '';
  await browser
    .waitUntil(
      async () => {
        text = String((await el.getProperty('textContent')) ?? '')
          .replace(/\s+/g, ' ')
          .trim();
        return pattern.test(text);
      },
      { timeoutMsg: 'no match' },
    )
    .catch(() => {
      throw new Error(`${selector} never read ${pattern}; it reads "${text}"`);
    });
  return text;
}

/** Shows the element and clicks it. */
export async function tap(browser: Browser, selector: string): Promise<void> {
  const el = browser.$(selector);
  await el.waitForClickable({ timeoutMsg: `${selector} was not clickable` });
  await el.click();
}

/** Types into a field after clearing it. */
export async function fill(browser: Browser, selector: string, value: string): Promise<void> {
  const el = browser.$(selector);
  await el.waitForDisplayed({ timeoutMsg: `${selector} was not shown` });
  await el.setValue(value);
}

/** What the page keeps in localStorage under a key, parsed. */
export async function stored<T>(browser: Browser, key: string): Promise<T | null> {
  const raw = await browser.execute((k) => localStorage.getItem(k), key);
  return raw ? (JSON.parse(raw) as T) : null;
}
