import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { deliveryScene } from './delivery-scene.ts';

/** Decision 0268: the development inbox of the console e-mail provider. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('GET /UgiftWeb/dev/mail', () => {
  it('lists the e-mails the console provider sent and shows each one with its link, never running a script', async () => {
    const s = await deliveryScene(t);
    const to = `inbox-${process.pid}@example.com`;
    expect((await t.call('order', 'send_order', { order_id: s.orderId, recipient_email: to }, { token: s.sender.token })).status).toBe(200);
    const list = await t.app.request('/UgiftWeb/dev/mail');
    expect(list.status).toBe(200);
    const html = await list.text();
    expect(html).toContain('Sam Sender sent you a gift on Ugift');
    expect(html).toContain(`to ${to}`);
    const href = /href="(\/UgiftWeb\/dev\/mail\/[^"]+)"/.exec(html)?.[1] ?? '';
    const one = await t.app.request(href);
    expect(one.status).toBe(200);
    expect(one.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(await one.text()).toContain('/UgiftWeb/giftcard-share?id=');
    expect(await (await t.app.request(`${href}?part=text`)).text()).toContain('Open your gift: ');
    expect((await t.app.request('/UgiftWeb/dev/mail/unknown')).status).toBe(404);
  });

  it.each([
    ['on an https deployment', { PUBLIC_BASE_URL: 'https://shop.example.com', ALLOW_SANDBOX_PAYMENTS: '1' }],
    ['with the SMTP provider', { EMAIL_PROVIDER: 'smtp', SMTP_URL: 'smtp://127.0.0.1:1' }],
  ])('is refused %s', async (_, env: Record<string, string>) => {
    const other = await createTestApp({ env });
    try {
      expect((await other.app.request('/UgiftWeb/dev/mail')).status).toBe(404);
    } finally {
      await other.close();
    }
  });
});
