// s3rver on loopback as the S3 of the pipeline suites: the same launcher the benchmarks use (scripts/support/s3-server.ts).
export { startLocalS3, TEST_BUCKET, type LocalS3 } from '../../scripts/support/s3-server.ts';
