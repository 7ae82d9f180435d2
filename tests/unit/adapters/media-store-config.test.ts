import { describe, expect, it } from 'vitest';
import { readConfig } from '../../../adapters/composition/config.js';

describe('MEDIA_STORE and the S3_* settings', () => {
  const config = (env: Record<string, string> = {}) => readConfig({ ALTCHA_HMAC_KEY: 'k', ALERT_TOKEN_KEY: 'k', DATA_DIR: '/nonexistent', ...env });
  const s3 = (env: Record<string, string> = {}) => config({ MEDIA_STORE: 's3', S3_BUCKET: 'wingshare-media', ...env }).s3Media;

  it('keeps media on the local disk by default, and with MEDIA_STORE=local', () => {
    expect(config().s3Media).toBeNull();
    expect(config({ MEDIA_STORE: '' }).s3Media).toBeNull();
    expect(config({ MEDIA_STORE: 'local' }).s3Media).toBeNull();
    expect(config({ MEDIA_STORE: 'local', S3_BUCKET: 'ignored' }).s3Media).toBeNull();
  });

  it('uses the bucket with MEDIA_STORE=s3: region us-east-1, AWS itself, virtual-hosted style, no prefix, the SDK\'s credentials', () => {
    expect(s3()).toEqual({ bucket: 'wingshare-media', region: 'us-east-1', endpoint: null, forcePathStyle: false, prefix: '', credentials: null });
    expect(config({ MEDIA_STORE: 'S3', S3_BUCKET: 'b.example-1' }).s3Media?.bucket).toBe('b.example-1');
  });

  it('takes an S3-compatible endpoint, path style, a prefix and explicit credentials', () => {
    expect(
      s3({
        S3_REGION: 'auto',
        S3_ENDPOINT: 'http://127.0.0.1:9000/',
        S3_FORCE_PATH_STYLE: 'true',
        S3_PREFIX: 'media',
        S3_ACCESS_KEY_ID: 'AKIDEXAMPLE',
        S3_SECRET_ACCESS_KEY: 'secret',
      }),
    ).toEqual({
      bucket: 'wingshare-media',
      region: 'auto',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      prefix: 'media/',
      credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret' },
    });
    expect(s3({ S3_FORCE_PATH_STYLE: 'false' })?.forcePathStyle).toBe(false);
    expect(s3({ S3_FORCE_PATH_STYLE: 'TRUE' })?.forcePathStyle).toBe(true);
    expect(s3({ S3_PREFIX: '/sites/wingshare/media/' })?.prefix).toBe('sites/wingshare/media/');
    expect(s3({ S3_PREFIX: '/' })?.prefix).toBe('');
    expect(s3({ S3_ENDPOINT: 'https://account.r2.cloudflarestorage.com' })?.endpoint).toBe('https://account.r2.cloudflarestorage.com');
  });

  it('refuses a store it does not know', () => {
    expect(() => config({ MEDIA_STORE: 'nfs' })).toThrow('MEDIA_STORE must be local or s3 (got "nfs")');
  });

  it('refuses s3 without a bucket, or with a bucket name that cannot be one', () => {
    expect(() => config({ MEDIA_STORE: 's3' })).toThrow('With MEDIA_STORE=s3, S3_BUCKET must name the bucket media are kept in');
    for (const bucket of ['ab', 'my bucket', 's3://wingshare-media', 'wingshare/media', '-wingshare']) {
      expect(() => s3({ S3_BUCKET: bucket })).toThrow(`S3_BUCKET must be a bucket name: letters, digits, dots and hyphens (got "${bucket}")`);
    }
  });

  it('refuses a bucket set without MEDIA_STORE, which would keep media on each machine\'s disk', () => {
    expect(() => config({ S3_BUCKET: 'wingshare-media' })).toThrow('S3_BUCKET is set but MEDIA_STORE is not: set MEDIA_STORE=s3 to keep media in the bucket, or MEDIA_STORE=local');
  });

  it('refuses a bad region, endpoint, path style or prefix', () => {
    expect(() => s3({ S3_REGION: 'us east 1' })).toThrow('S3_REGION must be a region name such as us-east-1 (got "us east 1")');
    for (const endpoint of ['minio:9000', 'ftp://minio:9000', 'http://', 'http://minio:9000/?x=1']) {
      expect(() => s3({ S3_ENDPOINT: endpoint })).toThrow(`S3_ENDPOINT must be the http(s) address of an S3-compatible service, without credentials (got "${endpoint}")`);
    }
    // The message never repeats credentials written into the address.
    expect(() => s3({ S3_ENDPOINT: 'http://key:secret@minio:9000' })).toThrow('(got "http://***@minio:9000")');
    expect(() => s3({ S3_FORCE_PATH_STYLE: 'yes' })).toThrow('S3_FORCE_PATH_STYLE must be true or false (got "yes")');
    for (const prefix of ['media//photos/', '../media/', 'media/./x', 'my media/', 'média/']) {
      expect(() => s3({ S3_PREFIX: prefix })).toThrow(`S3_PREFIX must be a key prefix such as media/: letters, digits and !_.*'()- between slashes (got "${prefix}")`);
    }
  });

  it('refuses half a pair of credentials', () => {
    const message = "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither to use the AWS SDK's default credentials";
    expect(() => s3({ S3_ACCESS_KEY_ID: 'AKIDEXAMPLE' })).toThrow(message);
    expect(() => s3({ S3_SECRET_ACCESS_KEY: 'secret' })).toThrow(message);
  });
});
