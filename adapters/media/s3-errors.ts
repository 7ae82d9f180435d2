import type { S3Location } from './s3-location.js';

/** How S3MediaStore reads the AWS SDK's errors: a missing object, a bucket out of reach, a start-up problem. */

interface SdkError {
  name?: string;
  code?: string;
  message?: string;
  $metadata?: { httpStatusCode?: number };
}

const statusOf = (e: unknown) => (e as SdkError | null)?.$metadata?.httpStatusCode;

/** GetObject's NoSuchKey, or HeadObject's bodiless 404 (which a missing bucket gives too: the start-up check tells). */
export function missingObject(e: unknown): boolean {
  return statusOf(e) === 404 && (e as SdkError).name !== 'NoSuchBucket';
}

const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
const THROTTLING = new Set(['SlowDown', 'Throttling', 'ThrottlingException', 'RequestTimeout', 'ServiceUnavailable']);

/** No answer at all (refused, reset, timed out, no DNS), a 5xx, or throttling: the same request may work in a moment. */
export function unreachable(e: unknown): boolean {
  if (!e || typeof e !== 'object') return false;
  const err = e as SdkError;
  const status = statusOf(e);
  if (typeof status === 'number') return status >= 500 || status === 429 || THROTTLING.has(err.name ?? '');
  return err.name === 'TimeoutError' || NETWORK_CODES.has(err.code ?? '');
}

/** Any answer the S3 service gave (an SDK service exception carries its HTTP status), as opposed to a bug of ours. */
export function answeredByBucket(e: unknown): boolean {
  return typeof statusOf(e) === 'number';
}

export function bucketProblem(o: S3Location, e: unknown): string {
  const err = e as SdkError;
  const where = o.endpoint ? `at ${o.endpoint}` : `in AWS region ${o.region}`;
  const status = statusOf(e);
  if (err.name === 'CredentialsProviderError') {
    return `no credentials for the bucket "${o.bucket}": set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or provide them the AWS SDK's usual way (${err.message})`;
  }
  if (status === 404) return `the bucket "${o.bucket}" does not exist ${where} (S3_BUCKET)`;
  if (status === 403) {
    return `access to the bucket "${o.bucket}" ${where} is denied: check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, and that they may ` +
      's3:ListBucket, s3:GetObject, s3:PutObject and s3:DeleteObject';
  }
  if (status === 301) return `the bucket "${o.bucket}" is not in region ${o.region}: set S3_REGION to its region`;
  if (status === undefined) return `cannot reach the bucket "${o.bucket}" ${where}: ${err.message ?? String(e)} (S3_ENDPOINT, S3_REGION)`;
  return `the bucket "${o.bucket}" ${where} cannot be used: ${err.name ?? 'error'} ${status}${err.message ? ` (${err.message})` : ''}`;
}
