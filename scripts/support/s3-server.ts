// s3rver on loopback as a local S3 (pipeline suites and benchmarks): a bucket in a temp folder, stores per key prefix.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { openStore, storeConfig, type Store } from '../../pipeline/object-store.ts';

// s3rver ships no type declarations.
const S3rver = createRequire(import.meta.url)('s3rver') as new (
  options: object,
) => { run(): Promise<{ port: number }>; close(): Promise<void> };

export const TEST_BUCKET = 'panchang';

export interface LocalS3 {
  readonly endpoint: string;
  /** A store on the test bucket under `prefix`. */
  store(prefix: string): Store;
  close(): Promise<void>;
}

/** Starts s3rver with its files under `dir`, and sets the credentials it accepts. */
export async function startLocalS3(dir: string): Promise<LocalS3> {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  process.env.AWS_ACCESS_KEY_ID = 'S3RVER';
  process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER';
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: join(dir, 's3'),
    configureBuckets: [{ name: TEST_BUCKET }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    store: (prefix) =>
      openStore(storeConfig({ PIPELINE_S3_BUCKET: TEST_BUCKET, AWS_ENDPOINT_URL: endpoint }, { prefix })),
    close: () => server.close(),
  };
}
