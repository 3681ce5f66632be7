import { createHash, X509Certificate } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { evouchers } from '../../../src/server/db/schema/index.ts';
import { ConfigError, loadConfig } from '../../../src/server/platform/config.ts';
import { buildApplePass } from '../../../src/server/wallet-pass/apple-pass.ts';
import { aMember, aProduct, type TestMember } from '../../support/factories.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { makeWalletCerts, unzip, verifyDetached, type WalletCerts } from '../../support/wallet-certs.ts';
import { DAY, makeVoucherOrder, type MadeOrder } from './wallet-fixtures.ts';

/**
 * Apple and Google Wallet passes of a voucher: get_wallet_pass answers a short-lived link for the holder
 * only; the Apple link serves a signed .pkpass, the Google link carries a signed save-to-wallet JWT. Credentials are
 * made at test time (tests/support/wallet-certs.ts).
 */
let certs: WalletCerts;
let t: TestApp;
let bare: TestApp;
let holder: TestMember;
let stranger: TestMember;
let order: MadeOrder;
let code: string;

const pass = (fields: Record<string, string | number | undefined>, token = holder.token, app = t) =>
  app.call('evoucher', 'get_wallet_pass', fields, { token });
const fetchPath = (url: string, app = t) => app.app.request(url.replace(/^https?:\/\/[^/]+/, ''));

beforeAll(async () => {
  certs = makeWalletCerts();
  t = await createTestApp({ env: { ...certs.env, PUBLIC_BASE_URL: 'http://shop.ugift.test:4321' } });
  bare = await createTestApp();
  holder = await aMember(t, { name: 'Wallet Holder' });
  stranger = await aMember(t, { name: 'Someone Else' });
  const product = await aProduct(t, { name: 'Harbour Grill S$30 Dinner', codeType: 'barcode', outlets: 2 });
  order = await makeVoucherOrder(t.db, {
    buyer: holder.id,
    productId: product,
    now: t.clock.now,
    vouchers: [{ expiresInDays: 30 }, { expiresInDays: 30, status: 'Used' }],
  });
  const [row] = await t.db.select({ code: evouchers.code }).from(evouchers).where(eq(evouchers.id, order.voucherIds[0]));
  code = row.code;
});
afterAll(async () => {
  await t?.close();
  await bare?.close();
  if (certs) rmSync(certs.dir, { recursive: true, force: true });
});

async function applePass(voucherId = order.voucherIds[0]) {
  const res = await pass({ order_evoucher_id: voucherId, kind: 'apple' });
  expect(res.status).toBe(200);
  return res.body.url;
}

describe('get_wallet_pass: Apple Wallet', () => {
  it('answers a 5-minute link to a signed .pkpass whose manifest, signature and pass.json are right', async () => {
    const res = await pass({ order_evoucher_id: order.voucherIds[0], kind: 'apple' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ kind: 'apple', expires_in: 300 });
    expect(res.body.url).toMatch(/^http:\/\/shop\.ugift\.test:4321\/UgiftWeb\/wallet-pass\/apple\/\d+\.pkpass\?.*signature=[0-9a-f]{64}/);

    const got = await fetchPath(res.body.url);
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('application/vnd.apple.pkpass');
    expect(got.headers.get('cache-control')).toBe('no-store');
    const files = unzip(Buffer.from(await got.arrayBuffer()));
    expect([...files.keys()]).toEqual(
      expect.arrayContaining(['pass.json', 'manifest.json', 'signature', 'icon.png', 'icon@2x.png', 'logo.png']),
    );

    // manifest.json: the SHA-1 of every other file of the pass, and nothing else
    const manifest = JSON.parse(files.get('manifest.json')!.toString('utf8')) as Record<string, string>;
    const listed = [...files.keys()].filter((n) => n !== 'manifest.json' && n !== 'signature').sort();
    expect(Object.keys(manifest).sort()).toEqual(listed);
    for (const name of listed) expect(manifest[name], name).toBe(createHash('sha1').update(files.get(name)!).digest('hex'));

    // signature: PKCS#7 detached over manifest.json, by the configured signer certificate, under the WWDR CA
    const signer = verifyDetached(files.get('signature')!, files.get('manifest.json')!, certs.wwdrPem);
    expect(new X509Certificate(signer).fingerprint256).toBe(new X509Certificate(certs.signerCertPem).fingerprint256);
    const tampered = Buffer.from(
      files
        .get('manifest.json')!
        .toString('utf8')
        .replace(/"pass\.json":"[0-9a-f]/, '"pass.json":"x'),
    );
    expect(() => verifyDetached(files.get('signature')!, tampered, certs.wwdrPem)).toThrow();

    const json = JSON.parse(files.get('pass.json')!.toString('utf8'));
    expect(json).toMatchObject({ passTypeIdentifier: certs.passTypeId, teamIdentifier: certs.teamId, formatVersion: 1, voided: false });
    expect(json.barcodes[0]).toMatchObject({ message: code, format: 'PKBarcodeFormatCode128', altText: code });
    expect(new Date(json.expirationDate).getTime()).toBe(t.clock.now.getTime() + 30 * DAY);
    // the serial number is unguessable: neither the row id nor the code
    expect(json.serialNumber).toMatch(/^ugv-[0-9a-f]{32}$/);
    expect(json.serialNumber).not.toContain(code);
    expect(json.coupon.primaryFields[0].value).toBe('Harbour Grill S$30 Dinner');
    const back = json.coupon.backFields.map((f: { label: string; value: string }) => `${f.label}: ${f.value}`);
    expect(back).toEqual(
      expect.arrayContaining(['Harbour Grill S$30 Dinner outlet 1: 1 Test Street', 'Harbour Grill S$30 Dinner outlet 2: 2 Test Street']),
    );
  });

  it('a used voucher makes a voided pass; the pass speaks the language asked for', async () => {
    const res = await pass({ order_evoucher_id: order.voucherIds[1], kind: 'apple', lang: 'jp' });
    const files = unzip(Buffer.from(await (await fetchPath(res.body.url)).arrayBuffer()));
    const json = JSON.parse(files.get('pass.json')!.toString('utf8'));
    expect(json.voided).toBe(true);
    expect(json.coupon.headerFields[0]).toMatchObject({ label: 'ステータス', value: '使用済み' });
    expect(json.coupon.secondaryFields[0].label).toBe('有効期限');
  });

  it('refuses a tampered link (403) and the link once 5 minutes have passed (403), but not before', async () => {
    const url = await applePass();
    const wrongSig = url.replace(/signature=([0-9a-f])/, (_, c: string) => `signature=${c === '0' ? '1' : '0'}`);
    expect((await fetchPath(wrongSig)).status).toBe(403);
    const otherVoucher = url.replace(/apple\/(\d+)\.pkpass/, `apple/${order.voucherIds[1]}.pkpass`);
    expect((await fetchPath(otherVoucher)).status).toBe(403);
    const otherHolder = url.replace(/holder=\d+/, `holder=${stranger.id}`);
    expect((await fetchPath(otherHolder)).status).toBe(403);
    const later = url.replace(/expires=(\d+)/, (_, e: string) => `expires=${Number(e) + 3600}`);
    expect((await fetchPath(later)).status).toBe(403);
    const noSig = url.replace(/&signature=[0-9a-f]+/, '');
    expect((await fetchPath(noSig)).status).toBe(403);

    t.clock.advance(4 * 60_000);
    expect((await fetchPath(url)).status).toBe(200);
    t.clock.advance(60_000 + 1000);
    const expired = await fetchPath(url);
    expect(expired.status).toBe(403);
    expect(await expired.json()).toMatchObject({ success: false, code: 'forbidden' });
  });

  it("a link stops working once the voucher leaves the holder's wallet", async () => {
    const product = await aProduct(t, { name: 'Refunded Voucher', codeType: 'qrcode' });
    const refunded = await makeVoucherOrder(t.db, {
      buyer: holder.id,
      productId: product,
      now: t.clock.now,
      vouchers: [{ expiresInDays: 10 }],
    });
    const url = await applePass(refunded.voucherIds[0]);
    expect((await fetchPath(url)).status).toBe(200);
    await t.db.update(evouchers).set({ status: 'Refunded' }).where(eq(evouchers.id, refunded.voucherIds[0]));
    expect((await fetchPath(url)).status).toBe(404);
  });
});

describe('get_wallet_pass: Google Wallet', () => {
  it('answers a pay.google.com save link whose JWT is signed by the service account and carries the voucher', async () => {
    const res = await pass({ order_evoucher_id: order.voucherIds[0], kind: 'google' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ kind: 'google', expires_in: 300 });
    const prefix = 'https://pay.google.com/gp/v/save/';
    expect(res.body.url.startsWith(prefix)).toBe(true);
    const jwt = res.body.url.slice(prefix.length);
    const { payload, protectedHeader } = await jwtVerify(jwt, certs.googlePublicKey, {
      issuer: certs.googleClientEmail,
      audience: 'google',
      currentDate: t.clock.now,
    });
    expect(protectedHeader.alg).toBe('RS256');
    expect(payload.typ).toBe('savetowallet');
    expect(payload.origins).toEqual(['http://shop.ugift.test:4321']);
    expect(payload.exp! - payload.iat!).toBe(300);
    const body = payload.payload as {
      genericClasses: Array<{ id: string }>;
      genericObjects: Array<{
        id: string;
        classId: string;
        state: string;
        barcode: { type: string; value: string };
        textModulesData: Array<{ header: string }>;
      }>;
    };
    const [object] = body.genericObjects;
    expect(object.barcode).toMatchObject({ type: 'CODE_128', value: code });
    expect(object.id).toMatch(new RegExp(`^${certs.issuerId}\\.ugv-[0-9a-f]{32}$`));
    expect(object.classId).toBe(body.genericClasses[0].id);
    expect(object.state).toBe('ACTIVE');
    expect(object.textModulesData.map((m) => m.header)).toContain('Harbour Grill S$30 Dinner outlet 2');
    // another key does not verify it, and it is refused once 5 minutes have passed
    await expect(jwtVerify(jwt, makeWalletCerts().googlePublicKey)).rejects.toThrow();
    await expect(jwtVerify(jwt, certs.googlePublicKey, { currentDate: new Date(t.clock.now.getTime() + 301_000) })).rejects.toThrow(/exp/);
  });
});

describe('get_wallet_pass: who and what', () => {
  it("refuses another member's voucher exactly like a voucher that does not exist", async () => {
    for (const kind of ['apple', 'google']) {
      const theirs = await pass({ order_evoucher_id: order.voucherIds[0], kind }, stranger.token);
      const none = await pass({ order_evoucher_id: 99_999_999, kind }, stranger.token);
      expect(theirs.status).toBe(404);
      expect(theirs.body).toEqual(none.body);
    }
  });

  it('names a bad kind and a missing voucher id', async () => {
    const badKind = await pass({ order_evoucher_id: order.voucherIds[0], kind: 'samsung' });
    expect(badKind.status).toBe(400);
    expect(badKind.body.field).toBe('kind');
    const noKind = await pass({ order_evoucher_id: order.voucherIds[0] });
    expect(noKind.body.field).toBe('kind');
    const noId = await pass({ kind: 'apple' });
    expect(noId.status).toBe(400);
    expect(noId.body.field).toBe('order_evoucher_id');
  });

  it('detail_evoucher says which passes are configured', async () => {
    const res = await t.call('evoucher', 'detail_evoucher', { order_product_id: order.lineId }, { token: holder.token });
    expect(res.body.table.wallet_passes).toEqual({ apple: true, google: true });
  });
});

describe('wallet passes not configured', () => {
  it('detail_evoucher turns both buttons off and get_wallet_pass refuses with wallet_not_configured', async () => {
    const member = await aMember(bare);
    const product = await aProduct(bare, { name: 'Unconfigured Pass Voucher' });
    const made = await makeVoucherOrder(bare.db, {
      buyer: member.id,
      productId: product,
      now: bare.clock.now,
      vouchers: [{ expiresInDays: 5 }],
    });
    const detail = await bare.call('evoucher', 'detail_evoucher', { order_product_id: made.lineId }, { token: member.token });
    expect(detail.body.table.wallet_passes).toEqual({ apple: false, google: false });
    for (const kind of ['apple', 'google']) {
      const res = await pass({ order_evoucher_id: made.voucherIds[0], kind }, member.token, bare);
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ code: 'conflict', reason: 'wallet_not_configured' });
    }
    // a link made elsewhere (by the configured app) means nothing here
    expect((await fetchPath(await applePass(), bare)).status).toBe(404);
  });

  it('each kind is on only when all its settings are there; an unreadable setting stops start-up naming it', () => {
    const { APPLE_WWDR_CERT: _wwdr, GOOGLE_WALLET_ISSUER_ID: _issuer, ...partial } = certs.env;
    expect(loadConfig(partial).walletPasses).toEqual({});
    const inline = loadConfig({
      ...certs.env,
      APPLE_PASS_CERT: certs.signerCertPem.replace(/\n/g, '\\n'),
      GOOGLE_WALLET_SERVICE_ACCOUNT: (() => {
        const file = path.join(certs.dir, 'service-account.json');
        writeFileSync(file, certs.env.GOOGLE_WALLET_SERVICE_ACCOUNT);
        return file;
      })(),
    }).walletPasses;
    expect(inline.apple?.signerCert.trim()).toBe(certs.signerCertPem.trim());
    expect(inline.google?.clientEmail).toBe(certs.googleClientEmail);
    expect(() => loadConfig({ ...certs.env, APPLE_PASS_CERT: '/no/such/cert.pem' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...certs.env, APPLE_PASS_CERT: '/no/such/cert.pem' })).toThrow(/APPLE_PASS_CERT/);
    expect(() => loadConfig({ ...certs.env, GOOGLE_WALLET_SERVICE_ACCOUNT: '{"client_email":"x"}' })).toThrow(
      /GOOGLE_WALLET_SERVICE_ACCOUNT/,
    );
  });
});

describe('the Apple pass itself', () => {
  it('is signed with an encrypted signer key and its passphrase; an expired voucher makes a voided pass without its code', async () => {
    const { apple } = loadConfig({
      ...certs.env,
      APPLE_PASS_KEY: certs.encryptedSignerKeyPem,
      APPLE_PASS_KEY_PASSPHRASE: certs.passphrase,
    }).walletPasses;
    const zip = await buildApplePass(
      {
        id: 1,
        serial: 'ugv-0123456789abcdef0123456789abcdef',
        productName: 'Expired Voucher',
        code: '',
        codeType: 'qrcode',
        status: 'Expired',
        expiresAt: new Date('2026-01-01T00:00:00Z'),
        outlets: [],
        lang: 'en',
      },
      apple!,
    );
    const files = unzip(zip);
    verifyDetached(files.get('signature')!, files.get('manifest.json')!, certs.wwdrPem);
    const json = JSON.parse(files.get('pass.json')!.toString('utf8'));
    expect(json.voided).toBe(true);
    expect(json.barcodes ?? []).toEqual([]);
    expect(json.coupon.auxiliaryFields ?? []).toEqual([]);
    expect(new Date(json.expirationDate).toISOString()).toBe('2026-01-01T00:00:00.000Z');
  });
});
