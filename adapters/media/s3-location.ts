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
