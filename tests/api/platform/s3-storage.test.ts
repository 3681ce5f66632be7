import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hexEncodeUtf8 } from '../../../src/shared/card-elements.ts';
import { createS3Storage } from '../../../src/server/platform/s3-storage.ts';
import { ConfigError, loadConfig } from '../../../src/server/platform/config.ts';
import { aCardDesign } from '../../support/factories.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { tokens } from '../basket/checkout-support.ts';

/** A real 1x1 PNG. */
const PNG = Uint8Array.from(
  Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'),
);
const BUCKET = 'ugift-test-uploads';
const KEYS = { S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' };

let server: S3rver;
let dir: string;
let endpoint: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 's3rver-'));
  server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: dir, configureBuckets: [{ name: BUCKET, configs: [] }] });
  const address = (await server.run()) as AddressInfo;
  endpoint = `http://127.0.0.1:${address.port}`;
});
afterAll(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

const storage = (prefix = '') =>
  createS3Storage({
    bucket: BUCKET,
    region: 'us-east-1',
    endpoint,
    accessKeyId: KEYS.S3_ACCESS_KEY_ID,
    secretAccessKey: KEYS.S3_SECRET_ACCESS_KEY,
    forcePathStyle: true,
    prefix,
  });

describe('S3 storage adapter (against s3rver)', () => {
  it('puts and gets the bytes back under the prefix, and answers null for a missing key', async () => {
    const s = storage('shop-a/');
    const stored = await s.put('abcdefghijklmnopqrstuv.png', PNG, 'image/png');
    expect(stored).toEqual({ key: 'abcdefghijklmnopqrstuv.png', mime: 'image/png', size: PNG.byteLength });
    expect(await s.get('abcdefghijklmnopqrstuv.png')).toEqual(PNG);
    // another prefix is another deployment: it does not see the object
    expect(await storage('shop-b/').get('abcdefghijklmnopqrstuv.png')).toBeNull();
    expect(await s.get('zzzzzzzzzzzzzzzzzzzzzz.png')).toBeNull();
  });

  it('refuses keys that are not server-chosen ids (no path tricks reach the bucket)', async () => {
    await expect(storage().put('../../etc/passwd', PNG, 'image/png')).rejects.toThrow('invalid storage key');
    await expect(storage().get('a/b')).rejects.toThrow('invalid storage key');
  });

  it('surfaces a missing bucket as an error instead of answering "missing"', async () => {
    const bad = createS3Storage({
      bucket: 'no-such-bucket-here',
      region: 'us-east-1',
      endpoint,
      forcePathStyle: true,
      prefix: '',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    });
    await expect(bad.put('abcdefghijklmnopqrstuv.png', PNG, 'image/png')).rejects.toThrow();
    await expect(bad.get('abcdefghijklmnopqrstuv.png')).rejects.toThrow();
  });
});

describe('the app with S3_BUCKET set', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { S3_BUCKET: BUCKET, S3_ENDPOINT: endpoint, S3_FORCE_PATH_STYLE: '1', S3_PREFIX: 'app/', ...KEYS } });
  });
  afterAll(() => t.close());

  it('stores an uploaded card photo in the bucket and serves it from there', async () => {
    const { demoToken } = await tokens(t);
    const r = await t.call(
      'basket',
      'giftcard_to_basket',
      {
        giftcard_id: await aCardDesign(t),
        giftcard_edit_parameter: JSON.stringify([{ key: 'to', type: 'text', content: hexEncodeUtf8('Mei') }]),
        photo: new File([PNG as Uint8Array<ArrayBuffer>], 'me.png', { type: 'image/png' }),
      },
      { token: demoToken },
    );
    expect(r.status).toBe(200);
    const card = (await t.call('basket', 'detail_basket', {}, { token: demoToken })).body.table;
    const url = card.giftcard_edit_parameter.find((e) => e.key === 'photo')!.content;
    const key = url.split('/').pop()!;
    // the object is in the bucket (read straight from S3, not through the app)
    expect(await storage('app/').get(key)).toEqual(PNG);
    const served = await t.app.request(url);
    expect(served.status).toBe(200);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
  });
});

describe('S3 settings', () => {
  it('names the variable when a setting is incomplete', () => {
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'x' })).toThrow(ConfigError);
    expect(loadConfig({}).s3).toBeUndefined();
    expect(loadConfig({ S3_BUCKET: 'b', S3_FORCE_PATH_STYLE: '1' }).s3).toMatchObject({
      bucket: 'b',
      forcePathStyle: true,
      region: 'us-east-1',
    });
  });
});
