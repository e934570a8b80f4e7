// `npm run pipeline -- <build|publish|sync|verify|assemble|enqueue|worker|schedule> [options]`: the precompute pipeline's command line. What a run
// does is logged through the project's logger (pipeline/log.ts: JSON lines at LOG_LEVEL, pretty on a terminal);
// on a terminal the progress is a redrawn bar on stderr, elsewhere periodic log records.
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { fullAccuracySource } from '../pipeline/accuracy-source.ts';
import { build } from '../pipeline/build.ts';
import { DEFAULT_WINDOW, shardsDirOf } from '../pipeline/default-shards.ts';
import { readManifest, verifyManifestFiles } from '../pipeline/manifest.ts';
import type { TransferProgress } from '../pipeline/object-store.ts';
import { createLogger, logLevelFrom, type Logger } from '../pipeline/log.ts';
import { CLI_DEFAULT_PROFILES, makePlan, parseProfiles, PlanError } from '../pipeline/plan.ts';
import { ProgressReporter } from '../pipeline/progress.ts';

const HELP = `Usage: npm run pipeline -- <command> [options]

Commands
  build     plan the jobs, build the shards that changed, write manifest.json and the accuracy manifest
  publish   upload the shards the store lacks (content-addressed keys), then the manifest
  sync      download a published manifest and the shards missing here, verify every sha256, swap atomically
  verify    re-hash every shard against the local manifest
  assemble  static mode: check that the store holds every shard of the plan, then publish its manifest
  enqueue   queue mode: turn the plan into a BullMQ flow on Redis; workers build, the flow publishes the manifest
  worker    queue mode: take the queue's jobs with this machine's pool (any number of workers, on any machines)
  schedule  queue mode: register the nightly run (a BullMQ job scheduler; registering again replaces it)

Options
  --out DIR           shard directory (default: $DATA_DIR/shards, DATA_DIR defaults to ./var)
  --cities SPEC       build: all | top:N | country:CC | city ids, comma-separated union (default: all)
  --from YYYY-MM-DD   build: first civil date (default: ${DEFAULT_WINDOW.from})
  --to YYYY-MM-DD     build: last civil date, inclusive (default: ${DEFAULT_WINDOW.to})
  --threads N         build: worker threads (default: the number of cores; 0 = this thread only)
  --block-size N      build: cities per city shard (default: 128)
  --profiles LIST     build, enqueue, schedule: calculation profiles, each its own shard family, comma-separated
                      or all (default: all = swiss_ephemeris,drik)
  --no-accuracy       build, assemble: skip the accuracy manifest
  --publish           build: publish when done (with --shard-count: this slice's shards, no manifest)
  --shard-count N     build: static mode, one of N builders (Kubernetes Indexed Job, AWS Batch array); --out is
                      then a scratch folder (default: $DATA_DIR/slice-I-of-N)
  --shard-index I     build: which builder, 0..N-1: job number J of the plan goes to builder J mod N
                      (default: $JOB_COMPLETION_INDEX, then $AWS_BATCH_JOB_ARRAY_INDEX)
  --bucket NAME       publish/sync: bucket (default: $PIPELINE_S3_BUCKET)
  --prefix P          publish/sync: key prefix (default: $PIPELINE_S3_PREFIX or none)
  --endpoint URL      publish/sync: S3-compatible endpoint (default: $AWS_ENDPOINT_URL_S3, $AWS_ENDPOINT_URL)
  --region R          publish/sync: region (default: $AWS_REGION or us-east-1)
  --path-style        publish/sync: force path-style requests (default when an endpoint is given)
  --no-path-style     publish/sync: virtual-host requests even with an endpoint
  --timeout S         publish/sync: a request idle this many seconds fails and is retried (default: $PIPELINE_S3_TIMEOUT or 30)
  --attempts N        publish/sync: attempts per request, backing off exponentially (default: $PIPELINE_S3_ATTEMPTS or 4)
  --deadline S        publish/sync: give up after this many seconds in all (default: $PIPELINE_S3_DEADLINE or 1800)
  --signing-key FILE  publish: sign the manifest with this Ed25519 private key, PEM (default: $PIPELINE_SIGNING_KEY)
  --trusted-key FILE  sync: accept only manifests signed by this Ed25519 public key, PEM; repeat to trust several
                      (default: $PIPELINE_TRUSTED_KEYS, comma-separated files)
  --redis URL         enqueue/worker/schedule: Redis (default: $REDIS_URL; keys under $REDIS_KEY_PREFIX, default panchang:)
  --wait              enqueue: follow the run; exit 0 with the new manifest's hash, 1 with the failed job's error
  --job-attempts N    enqueue: attempts per job before the run fails (default 3), backing off exponentially
  --job-backoff S     enqueue: first retry delay in seconds, doubled each time (default 2)
  --work-dir DIR      worker: where shards are built before upload (default: a temp folder)
  --concurrency N     worker: jobs held at once (default: threads + 1, so the next download overlaps a build)
  --lock-duration MS  worker: BullMQ lock on an active job; a killed worker's job runs again after it (default 30000)
  --stalled-interval MS  worker: how often stalled jobs are looked for (default 30000)
  --grace MS          worker: on SIGTERM, how long jobs in hand may finish; those still running then go back to
                      the queue and the process exits (default 25000)
  --cron PATTERN      schedule: when the nightly run is enqueued, e.g. "0 2 * * *"
  --tz ZONE           schedule: IANA zone of the pattern (default UTC)
  -h, --help          this text

Credentials come from the usual AWS variables (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_PROFILE, ...).
Exit status: 0 done, 1 failed (including a shard that does not verify), 2 bad usage.`;

const OPTIONS = {
  out: { type: 'string' },
  cities: { type: 'string' },
  from: { type: 'string' },
  to: { type: 'string' },
  threads: { type: 'string' },
  'block-size': { type: 'string' },
  profiles: { type: 'string' },
  'no-accuracy': { type: 'boolean' },
  publish: { type: 'boolean' },
  'shard-count': { type: 'string' },
  'shard-index': { type: 'string' },
  bucket: { type: 'string' },
  prefix: { type: 'string' },
  endpoint: { type: 'string' },
  region: { type: 'string' },
  'path-style': { type: 'boolean' },
  'no-path-style': { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
  timeout: { type: 'string' },
  attempts: { type: 'string' },
  deadline: { type: 'string' },
  'signing-key': { type: 'string' },
  'trusted-key': { type: 'string', multiple: true },
  redis: { type: 'string' },
  wait: { type: 'boolean' },
  'job-attempts': { type: 'string' },
  'job-backoff': { type: 'string' },
  'work-dir': { type: 'string' },
  concurrency: { type: 'string' },
  'lock-duration': { type: 'string' },
  'stalled-interval': { type: 'string' },
  grace: { type: 'string' },
  cron: { type: 'string' },
  tz: { type: 'string' },
} as const;

type Values = ReturnType<typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true }>>['values'];

class UsageError extends Error {}

/** The run's logger, once the command line is understood (an invalid LOG_LEVEL is a usage error). */
let log: Logger | null = null;
function runLogger(): Logger {
  try {
    log = createLogger({ name: 'pipeline', level: logLevelFrom(process.env), lineByLine: true });
    return log;
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

/** A positive number of seconds, in milliseconds. */
function secondsOption(values: Values, name: 'timeout' | 'deadline'): number | undefined {
  const raw = values[name];
  if (raw === undefined) return undefined;
  const n = Number(raw);
  if (!Number.isFinite(n) || n <= 0)
    throw new UsageError(`--${name} must be a positive number of seconds, got "${raw}"`);
  return n * 1000;
}

function integerOption(values: Values, name: 'threads' | 'block-size' | 'attempts'): number | undefined {
  const raw = values[name];
  if (raw === undefined) return undefined;
  if (!/^\d+$/.test(raw)) throw new UsageError(`--${name} must be a non-negative integer, got "${raw}"`);
  return Number(raw);
}

const outDirOf = (values: Values) => resolve(values.out ?? shardsDirOf(process.env.DATA_DIR || './var'));

const planOf = (values: Values) =>
  makePlan({
    from: values.from ?? DEFAULT_WINDOW.from,
    to: values.to ?? DEFAULT_WINDOW.to,
    cities: values.cities ?? 'all',
    blockSize: integerOption(values, 'block-size'),
    profiles: parseProfiles(values.profiles ?? CLI_DEFAULT_PROFILES),
  });

async function runBuild(values: Values, log: Logger): Promise<number> {
  if (values['shard-count'] !== undefined) return runSliceBuild(values, log);
  if (values['shard-index'] !== undefined) throw new UsageError('--shard-index needs --shard-count');
  const plan = planOf(values);
  const outDir = outDirOf(values);
  const progress = new ProgressReporter(process.stderr, { label: 'build', unit: 'city-days', logger: log });
  const summary = await build({
    plan,
    outDir,
    nowMs: Date.now(),
    threads: integerOption(values, 'threads'),
    accuracy: values['no-accuracy'] ? undefined : fullAccuracySource(),
    onProgress: (p) => progress.update(p.cityDaysDone, p.cityDaysTotal),
    logger: log,
  });
  const seconds = summary.elapsedMs / 1000;
  const rate =
    summary.cityDaysBuilt && summary.jobsMs > 0
      ? `, jobs ${(summary.jobsMs / 1000).toFixed(1)}s at ${Math.round((summary.cityDaysBuilt * 1000) / summary.jobsMs)} city-days/s`
      : '';
  const cityBytes = summary.manifest.shards.filter((s) => s.kind === 'city').reduce((a, s) => a + s.bytes, 0);
  const bytesPerCityDay = Number((cityBytes / Math.max(1, summary.cityDaysPlanned)).toFixed(1));
  progress.finish();
  log.info(
    {
      jobs: summary.jobs,
      built: summary.built,
      unchanged: summary.skipped,
      recovered: summary.adopted,
      elapsed_s: Number(seconds.toFixed(1)),
      city_days_built: summary.cityDaysBuilt,
      city_days_per_s: summary.jobsMs > 0 ? Math.round((summary.cityDaysBuilt * 1000) / summary.jobsMs) : null,
      city_days: summary.cityDaysPlanned,
      bytes_per_city_day: bytesPerCityDay,
      manifest: summary.manifest.hash,
      manifest_written: summary.manifestWritten,
      accuracy_measured: summary.accuracyMeasured,
      out_dir: outDir,
    },
    [
      `build: ${summary.jobs} jobs (${summary.built} built, ${summary.skipped} unchanged, ${summary.adopted} recovered from an interrupted run) in ${seconds.toFixed(1)}s${rate}`,
      `${plan.cities.length} cities x ${plan.window.from}..${plan.window.to}: ${summary.cityDaysPlanned} city-days, ${bytesPerCityDay} bytes per city-day`,
      `manifest ${summary.manifestWritten ? 'written' : 'unchanged'} (${summary.manifest.hash})${summary.accuracyMeasured ? '; accuracy manifest re-measured' : ''}`,
    ].join('; '),
  );
  return values.publish ? runTransfer('publish', values, log) : 0;
}

async function runSliceBuild(values: Values, log: Logger): Promise<number> {
  const { sliceSpec, SplitError } = await import('../pipeline/static/split.ts');
  let slice;
  try {
    slice = sliceSpec({ index: values['shard-index'], count: values['shard-count']! }, process.env);
  } catch (error) {
    throw error instanceof SplitError ? new UsageError(error.message) : error;
  }
  if (!values.publish) throw new UsageError('--shard-count needs --publish: assemble reads the slices from the store');
  const plan = planOf(values);
  const outDir = resolve(values.out ?? join(process.env.DATA_DIR || './var', `slice-${slice.index}-of-${slice.count}`));
  const store = await storeFrom(values);
  const { buildSlice } = await import('../pipeline/static/build-slice.ts');
  const progress = new ProgressReporter(process.stderr, {
    label: `build ${slice.index}/${slice.count}`,
    unit: 'city-days',
    logger: log,
  });
  const s = await buildSlice({
    plan,
    slice,
    outDir,
    store,
    nowMs: Date.now(),
    threads: integerOption(values, 'threads'),
    onProgress: (p) => progress.update(p.cityDaysDone, p.cityDaysTotal),
  });
  progress.finish();
  log.info(
    { slice: slice.index, of: slice.count, jobs: s.own, built: s.built, stored: s.stored, uploaded: s.uploaded },
    `build: slice ${slice.index} of ${slice.count}: ${s.own} of ${plan.jobs.length} jobs (${s.built} built, ${s.stored} already in the store), ${s.uploaded} shards uploaded (${s.bytes} bytes) to s3://${store.bucket}/${store.prefix}; run assemble when every slice is done`,
  );
  return 0;
}

async function runAssemble(values: Values, log: Logger): Promise<number> {
  const plan = planOf(values);
  const store = await storeFrom(values);
  const { assemble } = await import('../pipeline/static/assemble.ts');
  const { loadSigningKey } = await import('../pipeline/manifest-signature.ts');
  const keyFile = values['signing-key'] ?? process.env.PIPELINE_SIGNING_KEY;
  const s = await assemble({
    plan,
    store,
    nowMs: Date.now(),
    accuracy: values['no-accuracy'] ? undefined : fullAccuracySource(),
    workDir: resolve(values.out ?? join(process.env.DATA_DIR || './var', 'assemble')),
    signingKey: keyFile ? loadSigningKey(keyFile) : undefined,
  });
  log.info(
    { shards: s.manifest.shards.length, manifest: s.manifest.hash, signed_by: s.signedBy },
    `assemble: ${s.manifest.shards.length} shards verified (${s.bytesChecked} bytes re-hashed); manifest ${s.manifest.hash} (${s.signedBy ? `signed by key ${s.signedBy}` : 'unsigned'}) is live at s3://${store.bucket}/${store.prefix}`,
  );
  return 0;
}

function runVerify(values: Values, log: Logger): number {
  const outDir = outDirOf(values);
  const manifest = readManifest(outDir);
  if (!manifest) throw new UsageError(`${outDir}: no manifest.json`);
  const problems = verifyManifestFiles(outDir, manifest);
  for (const p of problems) log.error({ problem: p }, `problem: ${p}`);
  const files = manifest.shards.length + (manifest.accuracy ? 1 : 0);
  const matching = files - problems.length;
  log[problems.length ? 'error' : 'info'](
    { files, matching, manifest: manifest.hash, out_dir: outDir },
    `verify: ${matching}/${files} files match ${manifest.hash}`,
  );
  return problems.length ? 1 : 0;
}

async function storeFrom(values: Values) {
  // Loaded on demand: the S3 client is the slowest import, and build and verify do not need it.
  const { openStore, storeConfig } = await import('../pipeline/object-store.ts');
  const forcePathStyle = values['path-style'] ? true : values['no-path-style'] ? false : undefined;
  return openStore(
    storeConfig(process.env, {
      ...(values.bucket !== undefined && { bucket: values.bucket }),
      ...(values.prefix !== undefined && { prefix: values.prefix }),
      ...(values.endpoint !== undefined && { endpoint: values.endpoint }),
      ...(values.region !== undefined && { region: values.region }),
      ...(forcePathStyle !== undefined && { forcePathStyle }),
      timeouts: {
        ...(values.timeout !== undefined && { idleMs: secondsOption(values, 'timeout') }),
        ...(values.attempts !== undefined && { attempts: Math.max(1, integerOption(values, 'attempts')!) }),
        ...(values.deadline !== undefined && { deadlineMs: secondsOption(values, 'deadline') }),
      },
    }),
  );
}

async function runTransfer(command: 'publish' | 'sync', values: Values, log: Logger): Promise<number> {
  const outDir = outDirOf(values);
  const store = await storeFrom(values);
  const { publish, sync } = await import('../pipeline/object-store.ts');
  const progress = new ProgressReporter(process.stderr, { label: command, unit: 'files', logger: log });
  const onProgress = (p: TransferProgress) => progress.update(p.done, p.total);
  const where = `s3://${store.bucket}/${store.prefix}`;
  const { loadSigningKey, loadTrustedKeys } = await import('../pipeline/manifest-signature.ts');
  if (command === 'publish') {
    const keyFile = values['signing-key'] ?? process.env.PIPELINE_SIGNING_KEY;
    const s = await publish(outDir, store, { onProgress, signingKey: keyFile ? loadSigningKey(keyFile) : undefined });
    progress.finish();
    const signed = s.signedBy ? `signed by key ${s.signedBy}` : 'unsigned';
    log.info(
      {
        uploaded: s.uploaded,
        bytes: s.bytes,
        present: s.present,
        manifest: s.manifestHash,
        signed_by: s.signedBy,
        where,
      },
      `publish: ${s.uploaded} uploaded (${s.bytes} bytes), ${s.present} already stored; manifest ${s.manifestHash} (${signed}) is live at ${where}`,
    );
  } else {
    const keyFiles = values['trusted-key'] ?? (process.env.PIPELINE_TRUSTED_KEYS ?? '').split(',').filter(Boolean);
    const s = await sync(outDir, store, { onProgress, trustedKeys: loadTrustedKeys(keyFiles) });
    progress.finish();
    const signature = s.verifiedBy ? `, signature verified (key ${s.verifiedBy})` : '';
    log.info(
      {
        downloaded: s.downloaded,
        bytes: s.bytes,
        kept: s.kept,
        manifest: s.manifestHash,
        verified_by: s.verifiedBy,
        switched: s.switched,
        out_dir: outDir,
      },
      `sync: ${s.downloaded} downloaded (${s.bytes} bytes), ${s.kept} already here; manifest ${s.manifestHash}${signature} ${s.switched ? 'switched in' : 'unchanged'}`,
    );
  }
  return 0;
}

/** Queue mode (scripts/pipeline-queue.ts), loaded on demand like the S3 client. */
async function runQueueCommand(
  command: 'enqueue' | 'worker' | 'schedule',
  values: Values,
  log: Logger,
): Promise<number> {
  const queue = await import('./pipeline-queue.ts');
  if (command === 'schedule') return queue.runSchedule(values, log);
  const store = await storeFrom(values);
  return command === 'enqueue' ? queue.runEnqueue(values, store, log) : queue.runWorker(values, store, log);
}

async function main(argv: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const { values, positionals } = parsed;
  if (values.help || positionals.length === 0) {
    console.log(HELP);
    return values.help ? 0 : 2;
  }
  if (positionals.length > 1) throw new UsageError(`one command expected, got: ${positionals.join(' ')}`);
  // The SDK's notice about Node 22 (from 2027) would otherwise be printed on every publish and sync.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const log = runLogger();
  switch (positionals[0]) {
    case 'build':
      return runBuild(values, log);
    case 'verify':
      return runVerify(values, log);
    case 'publish':
    case 'sync':
      return runTransfer(positionals[0], values, log);
    case 'assemble':
      return runAssemble(values, log);
    case 'enqueue':
    case 'worker':
    case 'schedule':
      return runQueueCommand(positionals[0], values, log);
    default:
      throw new UsageError(
        `unknown command "${positionals[0]}" (build, publish, sync, verify, assemble, enqueue, worker, schedule)`,
      );
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    const usage =
      error instanceof UsageError || error instanceof PlanError || (error as Error)?.name === 'QueueUsageError';
    // a failed run is logged with its stack; a usage mistake is told plainly, with where to read the options
    if (!usage && log) log.error({ err: error }, `pipeline: ${(error as Error).message}`);
    else
      console.error(
        `pipeline: ${(error as Error).message}${usage ? '\n(npm run pipeline -- --help lists the options)' : ''}`,
      );
    process.exitCode = usage ? 2 : 1;
  },
);
