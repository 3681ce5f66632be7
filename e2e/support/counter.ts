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
} from '@playwright/test';
import { aBrand, aProduct, catalogueApi, created } from './products.ts';
import { buyForSelf as buyProducts } from './purchase.ts';
import { callOption, type Session } from './session.ts';
import { aStaff, type TestStaff } from './staff.ts';

export { staffApi } from './staff.ts';

/**
 * Helpers of the counter's journeys (e2e/counter.spec.ts): the test's own counter (a brand, its
 * outlets and a merchant of it), a member buys a voucher of that brand through the API and the sandbox cashier, a
 * voucher's code image becomes a fake camera video (ffmpeg), and a separate Chromium runs the counter with that video
 * as its camera.
 */
export const BASE = '/UgiftWeb';
export const SINGAPORE = 2;
const JAPAN = 3;
const CHINA = 4;

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

/** Signs in to the back office through its login page as a staff member of the test's own, and waits for the dashboard. */
export async function signInToConsole(page: Page, staff: { email: string; password: string }): Promise<void> {
  await page.goto(`${BASE}/admin`);
  await page.getByLabel('E-mail').fill(staff.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(staff.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Signed in as')).toBeVisible();
}

/** The test's own counter: a brand, its outlet in Singapore (and abroad when asked) and a merchant of the brand. */
export interface Counter {
  brand: { id: number; name: string };
  merchant: TestStaff;
  /** the brand's Singapore outlet, "<brand> @ VivoCity": a Singapore voucher is good at its own market's outlets only (decision 0237) */
  outlet: { id: number; outlet_name: string };
  /** its second Singapore outlet, "<brand> @ ION Orchard" */
  otherOutlet: { id: number; outlet_name: string };
}

let counters = 0;

/**
 * A counter of the test's own (decision 0252): the catalogue role makes a brand and gives it an outlet in Singapore
 * (on a product of the brand: outlets are kept per product), and with `abroad` one in Tokyo and one in Shanghai; the
 * bootstrap admin makes a merchant of the brand.
 */
export async function aCounter(baseURL: string, options: { abroad?: boolean } = {}): Promise<Counter> {
  const name = `Counter Coffee ${Date.now().toString(36)}${++counters}`;
  const api = await catalogueApi(baseURL);
  try {
    const brand = await aBrand(api, name);
    const outletOn = async (countryId: number, outletName: string, address: string) => {
      const shop = await aProduct(baseURL, { brandId: brand.id, countryId, name: `${name} shop ${countryId}` });
      return created(api, 'outlets', { product_id: shop.id, outlet_name: outletName, address, outlet_telno: '+65 6000 0000' });
    };
    const outletName = `${name} @ VivoCity`;
    const otherName = `${name} @ ION Orchard`;
    const outlet = await outletOn(SINGAPORE, outletName, '1 HarbourFront Walk, Singapore');
    const other = await outletOn(SINGAPORE, otherName, '2 Orchard Turn, Singapore');
    if (options.abroad) {
      await outletOn(JAPAN, `${name} @ Tokyo Station`, '1-9-1 Marunouchi, Tokyo');
      await outletOn(CHINA, `${name} @ Shanghai IFC`, '8 Century Avenue, Shanghai');
    }
    const merchant = await aStaff(baseURL, 'merchant', { brandId: brand.id, name: `${name} counter` });
    return {
      brand: { id: brand.id, name },
      merchant,
      outlet: { id: outlet.id, outlet_name: outletName },
      otherOutlet: { id: other.id, outlet_name: otherName },
    };
  } finally {
    await api.dispose();
  }
}

/**
 * The test's own product of a counter's brand in Singapore (made by the catalogue role), so a test chooses the code type
 * and whether the voucher keeps a balance. It names no outlets, so it is good at the brand's Singapore outlet. Answers
 * its id and name.
 */
export async function counterProduct(
  baseURL: string,
  counter: Counter,
  options: { codeType: 'qrcode' | 'barcode' | 'alphanumeric'; storedValue?: boolean; price: number; label: string },
): Promise<{ id: number; name: string }> {
  return aProduct(baseURL, {
    brandId: counter.brand.id,
    name: `${options.label} ${Date.now().toString(36)}`,
    price: options.price,
    codeType: options.codeType,
    storedValue: options.storedValue,
  });
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

export interface CounterDevice {
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
): Promise<CounterDevice> {
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
export async function signInAtCounter(page: Page, staff: { email: string; password: string }): Promise<void> {
  await page.goto(`${BASE}/counter`);
  await expect(page.getByRole('heading', { name: 'Counter sign-in' })).toBeVisible();
  await page.getByLabel('Email').fill(staff.email);
  await page.getByLabel('Password').fill(staff.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
