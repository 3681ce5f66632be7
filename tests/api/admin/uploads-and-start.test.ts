import { eq } from 'drizzle-orm';
import { staff } from '../../../src/server/db/schema/index.ts';
import { hashPassword } from '../../../src/server/account/password.ts';
import { DEMO_STAFF_PASSWORD, demoStaffPasswordsInUse } from '../../../src/server/seed/staff.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootstrap } from '../../../src/server/bootstrap.ts';
import { loadConfig } from '../../../src/server/platform/config.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { ADMIN, aStaff, ORIGIN } from './admin-support.ts';
import { selfSignedCertificate } from '../../../scripts/self-signed-certificate.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);

async function upload(cookie: string, bytes: Uint8Array, name: string) {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], name, { type: 'image/png' }));
  const res = await t.app.request(`${ADMIN}/uploads`, { method: 'POST', headers: { cookie, origin: ORIGIN }, body: form });
  return { status: res.status, body: (await res.json()) as { url?: string; field?: string } };
}

describe('admin uploads', () => {
  it('stores an image checked by its magic bytes and answers the path the shop serves it from', async () => {
    const marketing = await (await aStaff(t, 'marketing')).client();
    const res = await upload(marketing.cookie, PNG, 'banner.png');
    expect(res.status).toBe(201);
    expect(res.body.url).toMatch(/^\/UgiftWeb\/media\/[A-Za-z0-9_-]{22}\.png$/);
    const served = await t.app.request(res.body.url ?? '');
    expect(served.status).toBe(200);
  });

  it('refuses a file that is not an image whatever its name, a missing file, and staff outside catalogue and marketing', async () => {
    const catalogue = await (await aStaff(t, 'catalogue')).client();
    const fake = await upload(catalogue.cookie, new TextEncoder().encode('<svg onload="alert(1)"></svg>....'), 'x.png');
    expect(fake.status).toBe(415);
    expect(fake.body.field).toBe('file');
    const none = await t.app.request(`${ADMIN}/uploads`, {
      method: 'POST',
      headers: { cookie: catalogue.cookie, origin: ORIGIN },
      body: new FormData(),
    });
    expect(none.status).toBe(400);
    const support = await (await aStaff(t, 'support')).client();
    expect((await upload(support.cookie, PNG, 'a.png')).status).toBe(403);
  });
});

describe('start-up', () => {
  it('refuses to start on a public https address while a staff account has the demo password', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ugift-start-'));
    try {
      const config = loadConfig({
        PUBLIC_BASE_URL: 'https://shop.example.com',
        DATA_DIR: dir,
        PAYMENT_PROVIDER: 'sandbox',
        ALLOW_SANDBOX_PAYMENTS: '1',
        API_SIGNING_SECRET: 'a-signing-secret-for-the-start-test-0123456789',
      });
      await expect(bootstrap(config, { logger: t.deps.logger })).rejects.toThrow(/demo password/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('refuses the same when the server serves HTTPS itself (TLS files) without a PUBLIC_BASE_URL', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ugift-start-'));
    const certificate = selfSignedCertificate(dir);
    try {
      const config = loadConfig({
        TLS_CERT_FILE: certificate.certFile,
        TLS_KEY_FILE: certificate.keyFile,
        DATA_DIR: dir,
        API_SIGNING_SECRET: 'a-signing-secret-for-the-start-test-0123456789',
      });
      expect(config.publicBaseUrl).toMatch(/^https:\/\//);
      await expect(bootstrap(config, { logger: t.deps.logger })).rejects.toThrow(/demo password/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('checks the password itself: a password changed back to the demo one is still refused', async () => {
    const own = await createTestApp();
    try {
      await own.db.update(staff).set({ password_hash: await hashPassword('a-real-staff-password') });
      expect(await demoStaffPasswordsInUse(own.db)).toBe(false);
      const [one] = await own.db.select().from(staff).limit(1);
      await own.db
        .update(staff)
        .set({ password_hash: await hashPassword(DEMO_STAFF_PASSWORD), demo_password: false })
        .where(eq(staff.id, one.id));
      expect(await demoStaffPasswordsInUse(own.db)).toBe(true);
    } finally {
      await own.close();
    }
  }, 60_000);
});
