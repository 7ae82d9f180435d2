import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import type { ImageVariantBytes, MediaStore, ProcessedImage } from '../../application/ports/media.js';
import { DomainError } from '../../domain/errors.js';
import type { MediaObject } from '../http/middleware/media-objects.middleware.js';
import { outageLog } from '../../domain/outage-log.js';
import { newMediaName, normalisePublicPrefix, parseStoredName, storedNameOfUrl, variantName, variantNames, type StoredName } from './media-names.js';
import { answeredByBucket, bucketProblem, missingObject, unreachable } from './s3-errors.js';

/** Where the bucket is and how to reach it (MEDIA_STORE=s3, README "Configuration"). */
export interface S3Location {
  bucket: string;
  region: string;
  /** An S3-compatible service (MinIO, R2, a local server); null = AWS itself. */
  endpoint: string | null;
  forcePathStyle: boolean;
  /** '' or a key prefix ending in '/' ('media/'), so the bucket can hold other things too. */
  prefix: string;
  /** null = the AWS SDK's default chain (environment, profile, instance or task role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
}

export interface S3MediaStoreOptions extends S3Location {
  /** URL path the app serves media at, e.g. '/media': the URLs are the local store's. */
  publicPrefix: string;
  logError?: (message: string, error: unknown) => void;
}

/** Names are never reused (a fresh UUID each time), so a stored file never changes. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';
export const MEDIA_UNAVAILABLE = 'Wingshare cannot reach its media storage right now. Please try again in a moment.';
const RETRY_AFTER_SECONDS = 5;

/**
 * Media in an S3-compatible bucket, shared by every app process: keys `<prefix><folder>/<uuid>.<ext>` (and the
 * copies' `<uuid>-<width>w.<ext>`), URLs
 * `/media/<folder>/<uuid>.<ext>` as with LocalMediaStore (the app serves them from the bucket), so stored URLs
 * stay valid whichever store is configured.
 */
export class S3MediaStore implements MediaStore {
  private readonly client: S3Client;
  private readonly publicPrefix: string;
  private readonly outage: (e: unknown) => void;

  constructor(private readonly options: S3MediaStoreOptions) {
    this.client = new S3Client(clientConfig(options));
    this.publicPrefix = normalisePublicPrefix(options.publicPrefix);
    this.outage = outageLog(options.logError ?? (() => {}), `The media bucket "${options.bucket}" cannot be reached or refuses us`);
  }

  async put(folder: string, image: ProcessedImage): Promise<{ url: string }> {
    const name = newMediaName(folder, image.mime);
    // The copies first: once the image's URL exists, its copies do too.
    await this.writeVariants(name, image.variants);
    // Never overwriting rests on the fresh UUID (122 random bits). `IfNoneMatch: '*'` would make S3 refuse an
    // existing key, but s3rver, the S3 server the tests run against, ignores it, so it is not sent untested.
    await this.write(name, image.bytes);
    return { url: `${this.publicPrefix}/${name.folder}/${name.file}` };
  }

  async putVariants(url: string, variants: ImageVariantBytes[]): Promise<void> {
    const name = storedNameOfUrl(url, this.publicPrefix);
    if (!name || name.variantWidth !== null) return;
    await this.writeVariants(name, variants);
  }

  async load(url: string): Promise<Uint8Array | null> {
    const name = storedNameOfUrl(url, this.publicPrefix);
    if (!name) return null;
    try {
      const answer = await this.call(() => this.client.send(new GetObjectCommand({ Bucket: this.options.bucket, Key: this.keyOf(name) })));
      return answer.Body ? await answer.Body.transformToByteArray() : new Uint8Array();
    } catch (e) {
      if (missingObject(e)) return null;
      throw e;
    }
  }

  async remove(url: string): Promise<void> {
    const name = storedNameOfUrl(url, this.publicPrefix);
    if (!name) return;
    // DeleteObject answers 204 for a key that is already gone, which is what remove wants. The image first,
    // then its copies: a failure in between leaves copies no URL points at, never an image without them.
    await this.delete(name);
    if (name.variantWidth === null) await Promise.all(variantNames(name).map((v) => this.delete(v)));
  }

  private async writeVariants(name: StoredName, variants: ImageVariantBytes[]): Promise<void> {
    await Promise.all(variants.map((v) => this.write(variantName(name, v.width), v.bytes)));
  }

  private async write(name: StoredName, bytes: Uint8Array): Promise<void> {
    await this.call(() =>
      this.client.send(
        new PutObjectCommand({
          Bucket: this.options.bucket,
          Key: this.keyOf(name),
          Body: bytes,
          ContentLength: bytes.byteLength,
          ContentType: name.mime,
          CacheControl: MEDIA_CACHE_CONTROL,
        }),
      ),
    );
  }

  private async delete(name: StoredName): Promise<void> {
    await this.call(() => this.client.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key: this.keyOf(name) })));
  }

  /**
   * The object `/media/<name>` stands for (`body`: GetObject, else HeadObject), or null for a name put() does
   * not make or a missing object. The type follows from the name, as for local files, whatever the object's
   * metadata says; Cache-Control too, so files copied in with `aws s3 sync` are served the same way.
   */
  async read(name: string, options: { body: boolean }): Promise<MediaObject | null> {
    const stored = parseStoredName(name);
    if (!stored) return null;
    const request = { Bucket: this.options.bucket, Key: this.keyOf(stored) };
    try {
      const answer = options.body
        ? await this.call(() => this.client.send(new GetObjectCommand(request)))
        : await this.call(() => this.client.send(new HeadObjectCommand(request)));
      return {
        body: 'Body' in answer ? ((answer.Body as Readable | undefined) ?? null) : null,
        contentType: stored.mime,
        contentLength: answer.ContentLength ?? null,
        etag: answer.ETag ?? null,
        lastModified: answer.LastModified ?? null,
        cacheControl: MEDIA_CACHE_CONTROL,
      };
    } catch (e) {
      if (missingObject(e)) return null;
      throw e;
    }
  }

  /** Start-up check (HeadBucket): the bucket exists and these credentials may use it; else a message saying what to fix. */
  async checkBucket(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.options.bucket }));
    } catch (e) {
      throw new Error(`MEDIA_STORE=s3: ${bucketProblem(this.options, e)}`, { cause: e });
    }
  }

  /** Lets go of the connections kept alive to the bucket. */
  close(): void {
    this.client.destroy();
  }

  private keyOf(name: StoredName): string {
    return `${this.options.prefix}${name.folder}/${name.file}`;
  }

  /**
   * A store out of reach (network, timeouts, 5xx, throttling), or one that refuses us (the bucket deleted or
   * its access revoked since the start-up check), is a 503 with Retry-After, logged: not the request's fault,
   * and not a 500. A missing object goes back to the caller; anything else is a bug (500, logged).
   */
  private async call<T>(request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (e) {
      if (missingObject(e) || !(unreachable(e) || answeredByBucket(e))) throw e;
      this.outage(e);
      throw new DomainError('unavailable', MEDIA_UNAVAILABLE, [], RETRY_AFTER_SECONDS);
    }
  }
}

function clientConfig(o: S3Location): S3ClientConfig {
  return {
    region: o.region,
    forcePathStyle: o.forcePathStyle,
    ...(o.endpoint ? { endpoint: o.endpoint } : {}),
    ...(o.credentials ? { credentials: o.credentials } : {}),
    // Several S3-compatible services refuse the CRC32 checksums the SDK adds by default since 3.729 (s3rver
    // ignores them): with an endpoint, checksums are sent and checked only where the API requires them.
    ...(o.endpoint ? { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' } : {}),
    // A bucket out of reach fails in seconds (then 503) instead of holding requests; the SDK retries twice.
    requestHandler: { connectionTimeout: 3_000, requestTimeout: 15_000, throwOnRequestTimeout: true },
  };
}

/** `npm start` with MEDIA_STORE=s3: stops with a message saying what to fix when the bucket cannot be used. */
export async function checkMediaBucket(location: S3Location): Promise<void> {
  const store = new S3MediaStore({ ...location, publicPrefix: '/media' });
  try {
    await store.checkBucket();
  } finally {
    store.close();
  }
}
