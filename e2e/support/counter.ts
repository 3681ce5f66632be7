import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  chromium,
  expect,
  type LaunchOptions,
  type Page,
  request as playwrightRequest,
} from '@playwright/test';
import { buyForSelf as buyProducts } from './purchase.ts';
import { callOption, type Session } from './session.ts';

/**
 * Helpers of the counter's journeys (e2e/counter.spec.ts): a member buys a Bean There Coffee voucher
 * through the API and the sandbox cashier, the catalogue role makes the test's own products, a voucher's code image
 * becomes a fake camera video (ffmpeg), and a separate Chromium runs the counter with that video as its camera.
 */
export const BASE = '/UgiftWeb';
export const STAFF_PASSWORD = 'ugift-staff-demo';
export const MERCHANT = 'merchant@ugift.test';
export const SINGAPORE = 2;
export const BEAN_THERE = 'Bean There Coffee';

async function ok(request: APIRequestContext, s: Session, group: string, option: string, form: Record<string, string> = {}) {
  const res = await callOption(request, s.authAPI.api_token, group, option, form);
  if (!res.body.success) throw new Error(`${group}/${option} failed (${res.status}): ${res.body.message}`);
  return res.body as Record<string, unknown>;
}

/** Buys one product for oneself the way the shop does (basket, Self-Use, reserve, the sandbox cashier's Pay). */
export async function buyForSelf(request: APIRequestContext, buyer: Session, productId: number, countryId = SINGAPORE): Promise<number> {
  return (await buyProducts(request, buyer, [productId], String(countryId))).orderId;
}

export interface BoughtVoucher {
  /** the order line: /UgiftWeb/voucher-details?id=<lineId> */
  lineId: number;
  code: string;
  codeType: string;
  productName: string;
}

/** The voucher an order made, as its holder sees it (detail_evoucher). */
export async function voucherOfOrder(request: APIRequestContext, holder: Session, orderId: number): Promise<BoughtVoucher> {
  const list = await ok(request, holder, 'evoucher', 'list_evoucher', { filter_by_order_id: String(orderId), lang: 'eng' });
  const line = (list.table as Array<{ id: number }>)[0];
  if (!line) throw new Error(`order ${orderId} made no voucher`);
  const detail = await ok(request, holder, 'evoucher', 'detail_evoucher', { order_product_id: String(line.id), lang: 'eng' });
  const table = detail.table as { product_name: string; order_evouchers: Array<{ evoucher_code: string; evoucher_code_type: string }> };
  const [v] = table.order_evouchers;
  return { lineId: line.id, code: v.evoucher_code, codeType: v.evoucher_code_type, productName: table.product_name };
}

/** Signs in to the back office through its login page and waits for the dashboard. */
export async function signInToConsole(page: Page, email: string): Promise<void> {
  await page.goto(`${BASE}/admin`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Signed in as')).toBeVisible();
}

/** A request context signed in to the back office as a staff member (its own cookie jar). */
export async function staffApi(baseURL: string, email: string): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { origin: new URL(baseURL).origin } });
  const res = await api.post(`${BASE}/admin/api/session`, { data: { email, password: STAFF_PASSWORD } });
  expect(res.status(), await res.text()).toBe(200);
  return api;
}

/**
 * One of the merchant's Singapore outlets (VivoCity), through a signed-in staff request context: a Singapore voucher is
 * good at its own market's outlets only (decision 0237).
 */
export async function singaporeOutlet(api: APIRequestContext): Promise<{ id: number; outlet_name: string }> {
  const outlets = (await (await api.get(`${BASE}/admin/api/merchant-outlets?range=[0,49]`)).json()) as Array<{
    id: number;
    outlet_name: string;
  }>;
  const outlet = outlets.find((o) => o.outlet_name.includes('VivoCity'));
  if (!outlet) throw new Error('no Singapore outlet of Bean There Coffee');
  return outlet;
}

/**
 * The test's own Bean There Coffee product in Singapore (made by the catalogue role), so a test chooses the code type
 * and whether the voucher keeps a balance. Answers its id and name.
 */
export async function beanThereProduct(
  baseURL: string,
  options: { codeType: 'qrcode' | 'barcode' | 'alphanumeric'; storedValue?: boolean; price: number; label: string },
): Promise<{ id: number; name: string }> {
  const api = await staffApi(baseURL, 'catalogue@ugift.test');
  try {
    const list = async (resource: string) => {
      const res = await api.get(`${BASE}/admin/api/${resource}?range=[0,99]`);
      expect(res.status(), await res.text()).toBe(200);
      return (await res.json()) as Array<{ id: number; name?: string; i18n?: { en?: { name?: string } } }>;
    };
    const brand = (await list('brands')).find((b) => (b.name ?? b.i18n?.en?.name) === BEAN_THERE);
    if (!brand) throw new Error('no Bean There Coffee brand');
    const [category] = await list('categories');
    const name = `${options.label} ${Date.now().toString(36)}`;
    const res = await api.post(`${BASE}/admin/api/products`, {
      data: {
        country_id: SINGAPORE,
        brand_id: brand.id,
        category_id: category.id,
        i18n: { en: { name } },
        image: `${BASE}/demo/placeholder.svg`,
        price: options.price,
        stock: 20,
        evoucher_code_type: options.codeType,
        stored_value: options.storedValue ?? false,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    return { id: ((await res.json()) as { id: number }).id, name };
  } finally {
    await api.dispose();
  }
}

/**
 * A one-second Y4M video (5 frames, 640x480) of an image, centred on white: what Chromium's fake camera plays, in a
 * loop, with --use-file-for-fake-video-capture. The image gets a white margin first (a barcode needs its quiet zone)
 * and is scaled smoothly (nearest-neighbour scaling by an odd factor makes bars of uneven width).
 */
export function fakeCameraVideo(png: Buffer, dir: string, name: string): string {
  const image = path.join(dir, `${name}.png`);
  const video = path.join(dir, `${name}.y4m`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(image, png);
  execFileSync(
    'ffmpeg',
    [
      '-y',
      '-loglevel',
      'error',
      '-loop',
      '1',
      '-i',
      image,
      '-t',
      '1',
      '-r',
      '5',
      '-vf',
      'pad=iw+40:ih+40:20:20:white,scale=620:460:force_original_aspect_ratio=decrease:flags=bicubic,pad=640:480:(ow-iw)/2:(oh-ih)/2:white,format=yuv420p',
      '-f',
      'yuv4mpegpipe',
      video,
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  return video;
}

export interface Counter {
  browser: Browser;
  context: BrowserContext;
  page: Page;
  /** console errors and uncaught exceptions of the counter's pages */
  errors: string[];
  close(): Promise<void>;
}

/**
 * A separate Chromium for the counter whose camera plays the given video (the playwright.config launch options plus
 * Chromium's fake media flags), with the camera allowed for the shop's origin.
 */
export async function launchCounter(
  launch: LaunchOptions | undefined,
  baseURL: string,
  video: string | null,
  viewport = { width: 390, height: 844 },
): Promise<Counter> {
  const media = video
    ? ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${video}`]
    : [];
  const browser = await chromium.launch({ ...launch, args: [...(launch?.args ?? []), ...media] });
  const context = await browser.newContext({
    baseURL,
    viewport,
    locale: 'en-SG',
    timezoneId: 'Asia/Singapore',
    hasTouch: true,
    permissions: video ? ['camera'] : [],
  });
  const page = await context.newPage();
  const errors: string[] = [];
  watchErrors(page, errors);
  return {
    browser,
    context,
    page,
    errors,
    close: async () => {
      await context.close();
      await browser.close();
    },
  };
}

/** Collects a page's console errors and uncaught exceptions (as the fixtures do for the default page). */
export function watchErrors(page: Page, errors: string[]): void {
  page.on('console', (msg) => {
    if (msg.type() === 'error' && !/Failed to load resource/.test(msg.text())) errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
}

/** Signs in at the counter and waits for the outlet picker or the counter. */
export async function signInAtCounter(page: Page, email = MERCHANT, password = STAFF_PASSWORD): Promise<void> {
  await page.goto(`${BASE}/counter`);
  await expect(page.getByRole('heading', { name: 'Counter sign-in' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
