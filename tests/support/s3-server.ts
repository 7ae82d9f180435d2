import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const TEST_BUCKET = 'wingshare-test';
/** s3rver accepts these (and checks the signature made with them). */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface TestS3Server {
  endpoint: string;
  bucket: string;
  /** The MEDIA_STORE=s3 settings that point the app at this server (add S3_PREFIX as needed). */
  env: Record<string, string>;
  /** Every key in the bucket, sorted. */
  keys: () => Promise<string[]>;
  /** An object as the bucket holds it, or null when there is none. */
  object: (key: string) => Promise<{ bytes: Uint8Array; contentType: string | undefined; cacheControl: string | undefined } | null>;
  /** Writes an object directly, as another tool would. */
  putRaw: (key: string, body: string | Uint8Array, contentType: string) => Promise<void>;
  /** Stops answering (connections refused) until start(); the objects stay. */
  stop: () => Promise<void>;
  start: () => Promise<void>;
  close: () => Promise<void>;
}

/** A real S3 server (s3rver: the S3 REST protocol over files in a temporary folder), in process, on a free port. */
export async function startS3Server(bucket = TEST_BUCKET): Promise<TestS3Server> {
  const directory = mkdtempSync(path.join(tmpdir(), 'wingshare-s3-'));
  let port = 0;
  let server: S3rver | null = null;
  const start = async () => {
    server = new S3rver({ port, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket }] });
    port = (await server.run()).port; // the same port again after a stop
  };
  const stop = async () => {
    const running = server;
    server = null;
    if (!running) return;
    const closing = running.close();
    running.httpServer?.closeAllConnections(); // the SDK's kept-alive sockets would hold close() open
    await closing;
  };
  await start();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials: CREDENTIALS });
  return {
    endpoint,
    bucket,
    env: {
      MEDIA_STORE: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
    },
    keys: async () => {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (listed.Contents ?? []).map((o) => o.Key!).sort();
    },
    object: async (key) => {
      try {
        const got = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return { bytes: await got.Body!.transformToByteArray(), contentType: got.ContentType, cacheControl: got.CacheControl };
      } catch (e) {
        if ((e as { name?: string }).name === 'NoSuchKey') return null;
        throw e;
      }
    },
    putRaw: async (key, body, contentType) => {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: contentType }));
    },
    stop,
    start,
    close: async () => {
      client.destroy();
      await stop();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
