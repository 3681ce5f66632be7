import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { request as playwrightRequest } from '@playwright/test';
import { startSmtpSink, type SmtpSink } from '../tests/support/smtp-sink.ts';
import { test, expect, hydrated, shot } from './support/fixtures.ts';
import { registerMember } from './support/members.ts';
import { aProduct } from './support/products.ts';
import { fillBasket, ok, payOrder, reserveBasket } from './support/purchase.ts';
import { startOwnServer } from './support/own-server.ts';

/**
 * A gift by e-mail through a real SMTP exchange (decisions 0266, 0267): a server of its own sends with
 * EMAIL_PROVIDER=smtp to an SMTP server this spec runs (smtp-server); the message arrives in Japanese with both parts,
 * its link opens the card, and the sender's order reads the e-mail as sent, then opened.
 */
const work = mkdtempSync(path.join(os.tmpdir(), 'ugift-smtp-'));
let server: ChildProcess | undefined;
let sink: SmtpSink | undefined;

test.describe.configure({ timeout: 240_000 });
test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server?.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  await sink?.close();
  rmSync(work, { recursive: true, force: true });
});

test('a gift sent by e-mail arrives at the SMTP server, and its link opens the card', async ({ page }) => {
  sink = await startSmtpSink();
  const smtpUrl = sink.url;
  let origin = '';
  ({ server, origin } = await startOwnServer('smtp', (o) => ({
    DATA_DIR: path.join(work, 'data'),
    EMAIL_PROVIDER: 'smtp',
    SMTP_URL: smtpUrl,
    PUBLIC_BASE_URL: o,
  })));
  const api = await playwrightRequest.newContext({ baseURL: origin });
  const sender = await registerMember(api, { name: 'Emi Sender' });
  const product = await aProduct(origin, { name: `Tea house ${Date.now().toString(36)}`, price: 15 });
  await fillBasket(api, sender, [product.id]);
  const paid = await payOrder(api, sender, await reserveBasket(api, sender, 'gift'));
  const to = `friend.${Date.now().toString(36)}@example.com`;
  await ok(api, sender, 'order', 'send_order', { order_id: String(paid.orderId), recipient_email: to, recipient_language: 'jp' });

  // the message came over SMTP: to the friend, in Japanese, with an HTML and a text part carrying the link
  await expect.poll(() => sink?.received.filter((m) => JSON.stringify(m.to).includes(to)).length, { timeout: 60_000 }).toBe(1);
  const mail = sink.received.find((m) => JSON.stringify(m.to).includes(to));
  expect(mail?.subject).toMatch(/Emi Sender/);
  expect(mail?.subject).toMatch(/[ぁ-んァ-ン一-龯]/);
  expect(mail?.html).toBeTruthy();
  const link = String(mail?.text).match(/https?:\/\/\S+giftcard-share\?id=[\w-]+/)?.[0] ?? '';
  expect(link.startsWith(`${origin}/UgiftWeb/giftcard-share?id=`)).toBe(true);
  expect(String(mail?.html)).toContain(link);
  const sent = await ok(api, sender, 'order', 'detail_order', { order_id: String(paid.orderId) });
  expect((sent.table as { email_delivery: { status: string } }).email_delivery.status).toBe('sent');

  // its link opens the card
  await page.goto(link);
  await hydrated(page);
  await page.getByRole('button', { name: 'Tap to open your card' }).click();
  await expect(page.getByTestId('opened-card')).toBeVisible();
  await shot(page, 'gift-email-smtp-card');
  await expect
    .poll(async () => {
      const d = await ok(api, sender, 'order', 'detail_order', { order_id: String(paid.orderId) });
      return (d.table as { email_delivery: { status: string } }).email_delivery.status;
    })
    .toBe('opened');
  await api.dispose();
});
