// A sync process beside the server, as in production (a cron job or the fleet's syncer): a child process that
// syncs the served folder from a store prefix on each IPC request and answers with the new manifest's hash.
import { openStore, storeConfig, sync } from '../../pipeline/object-store.ts';

export interface SwitchRequest {
  readonly dir: string;
  readonly endpoint: string;
  readonly bucket: string;
  readonly prefix: string;
}
export type SwitchReply = { readonly hash: string } | { readonly error: string };

process.on('message', (r: SwitchRequest) => {
  const store = openStore(
    storeConfig({ PIPELINE_S3_BUCKET: r.bucket, AWS_ENDPOINT_URL: r.endpoint }, { prefix: r.prefix }),
  );
  sync(r.dir, store).then(
    (s) => process.send!({ hash: s.manifestHash } satisfies SwitchReply),
    (e: Error) => process.send!({ error: e.message } satisfies SwitchReply),
  );
});
process.send!('ready');
