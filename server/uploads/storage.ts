import type { S3Client } from '@aws-sdk/client-s3';
import { createReadStream } from 'node:fs';
import { mkdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** Where uploaded files live. Keys are content hashes, so a key is written once and never changes. */
export interface Storage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The file, or undefined when there is none. */
  get(key: string): Promise<{ body: Readable; size?: number } | undefined>;
  has(key: string): Promise<boolean>;
  /** Removes the file; a missing one is not an error. */
  delete(key: string): Promise<void>;
}

const SAFE_KEY = /^[a-z0-9]{2}\/[a-z0-9-]+\.(webp|json)$/;
function checkedKey(key: string) {
  if (!SAFE_KEY.test(key)) throw new Error(`Refusing storage key ${key}`);
  return key;
}

/** Files under a folder of the data directory. */
export class DiskStorage implements Storage {
  constructor(private root: string) {}

  async put(key: string, body: Buffer) {
    const file = path.join(this.root, checkedKey(key));
    await mkdir(path.dirname(file), { recursive: true });
    // Written beside, then renamed: a reader never sees half a file.
    const partial = `${file}.${process.pid}.${Date.now()}.partial`;
    await writeFile(partial, body);
    await rename(partial, file);
  }

  async get(key: string) {
    if (!SAFE_KEY.test(key)) return undefined;
    const file = path.join(this.root, key);
    const info = await stat(file).catch(() => undefined);
    return info?.isFile() ? { body: createReadStream(file), size: info.size } : undefined;
  }

  async has(key: string) {
    if (!SAFE_KEY.test(key)) return false;
    return (await stat(path.join(this.root, key)).catch(() => undefined))?.isFile() ?? false;
  }

  async delete(key: string) {
    await unlink(path.join(this.root, checkedKey(key))).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
  }
}

export type S3Settings = {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Path-style URLs, as MinIO and most S3-compatible servers want. */
  forcePathStyle: boolean;
};

/** An S3 bucket, or any S3-compatible server (MinIO, R2, ...). */
export class S3Storage implements Storage {
  // Imported here, not at the top: a server storing on disk never loads the SDK (tens of MB).
  private sdk = import('@aws-sdk/client-s3');
  private client: Promise<S3Client>;

  constructor(private settings: S3Settings) {
    this.client = this.sdk.then(
      ({ S3Client }) =>
        new S3Client({
          region: settings.region,
          endpoint: settings.endpoint,
          forcePathStyle: settings.forcePathStyle,
          credentials: {
            accessKeyId: settings.accessKeyId,
            secretAccessKey: settings.secretAccessKey,
          },
        }),
    );
  }

  async put(key: string, body: Buffer, contentType: string) {
    const [{ PutObjectCommand }, client] = await Promise.all([this.sdk, this.client]);
    await client.send(
      new PutObjectCommand({
        Bucket: this.settings.bucket,
        Key: checkedKey(key),
        Body: body,
        ContentType: contentType,
        CacheControl: 'public, max-age=31536000, immutable',
      }),
    );
  }

  async get(key: string) {
    if (!SAFE_KEY.test(key)) return undefined;
    const [{ GetObjectCommand }, client] = await Promise.all([this.sdk, this.client]);
    try {
      const answer = await client.send(
        new GetObjectCommand({ Bucket: this.settings.bucket, Key: key }),
      );
      return { body: answer.Body as Readable, size: answer.ContentLength };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async has(key: string) {
    if (!SAFE_KEY.test(key)) return false;
    const [{ HeadObjectCommand }, client] = await Promise.all([this.sdk, this.client]);
    try {
      await client.send(new HeadObjectCommand({ Bucket: this.settings.bucket, Key: key }));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async delete(key: string) {
    const [{ DeleteObjectCommand }, client] = await Promise.all([this.sdk, this.client]);
    // S3 answers a delete of a missing key with success.
    await client.send(
      new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: checkedKey(key) }),
    );
  }
}

function isMissing(error: unknown) {
  const name = (error as { name?: string }).name;
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return name === 'NoSuchKey' || name === 'NotFound' || status === 404;
}
