import { GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
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
 * Uploads in S3-compatible object storage through the AWS SDK (issue 15): several servers then share one set of
 * files. Keys are the same unguessable ids the disk adapter uses; objects are private and served by the media route.
 */
export function createS3Storage(o: S3StorageOptions): StorageAdapter {
  const client = new S3Client({
    region: o.region,
    endpoint: o.endpoint,
    forcePathStyle: o.forcePathStyle,
    credentials: o.accessKeyId && o.secretAccessKey ? { accessKeyId: o.accessKeyId, secretAccessKey: o.secretAccessKey } : undefined,
  });
  const objectKey = (key: string) => `${o.prefix}${assertStorageKey(key)}`;
  return {
    async put(key, bytes, mime) {
      await client.send(
        new PutObjectCommand({ Bucket: o.bucket, Key: objectKey(key), Body: bytes, ContentType: mime, ContentLength: bytes.byteLength }),
      );
      return { key, mime, size: bytes.byteLength };
    },
    async get(key) {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket: o.bucket, Key: objectKey(key) }));
        return out.Body ? await out.Body.transformToByteArray() : null;
      } catch (err) {
        if (err instanceof NoSuchKey || (err as { name?: string }).name === 'NoSuchKey') return null;
        throw err;
      }
    },
  };
}
