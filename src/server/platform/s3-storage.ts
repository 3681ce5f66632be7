import type { StorageAdapter } from './adapters.ts';
import { assertStorageKey } from './storage-key.ts';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** an S3-compatible endpoint (MinIO, R2, s3rver); AWS itself when absent */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** path-style URLs (bucket in the path), which most S3-compatible servers need */
  forcePathStyle: boolean;
  /** a prefix inside the bucket, so several deployments can share one */
  prefix: string;
}

/**
 * Uploads in S3-compatible object storage through the AWS SDK: several servers then share one set of
 * files. Keys are the same unguessable ids the disk adapter uses; objects are private and served by the media route.
 */
export function createS3Storage(o: S3StorageOptions): StorageAdapter {
  // the SDK is loaded on the first upload or read, not at server start (warm start)
  const sdk = once(async () => {
    const s3 = await import('@aws-sdk/client-s3');
    const client = new s3.S3Client({
      region: o.region,
      endpoint: o.endpoint,
      forcePathStyle: o.forcePathStyle,
      credentials: o.accessKeyId && o.secretAccessKey ? { accessKeyId: o.accessKeyId, secretAccessKey: o.secretAccessKey } : undefined,
    });
    return { s3, client };
  });
  const objectKey = (key: string) => `${o.prefix}${assertStorageKey(key)}`;
  return {
    async put(key, bytes, mime) {
      const name = objectKey(key);
      const { s3, client } = await sdk();
      await client.send(
        new s3.PutObjectCommand({ Bucket: o.bucket, Key: name, Body: bytes, ContentType: mime, ContentLength: bytes.byteLength }),
      );
      return { key, mime, size: bytes.byteLength };
    },
    async get(key) {
      const name = objectKey(key);
      const { s3, client } = await sdk();
      try {
        const out = await client.send(new s3.GetObjectCommand({ Bucket: o.bucket, Key: name }));
        return out.Body ? await out.Body.transformToByteArray() : null;
      } catch (err) {
        if (err instanceof s3.NoSuchKey || (err as { name?: string }).name === 'NoSuchKey') return null;
        throw err;
      }
    },
  };
}

/** The promise of the first call, shared by every later call. */
function once<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () => {
    made ??= make();
    return made;
  };
}
