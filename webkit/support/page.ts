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
