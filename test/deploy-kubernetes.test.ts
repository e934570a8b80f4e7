// deploy/kubernetes parsed with `yaml` and checked against what the code reads: an Indexed Job whose completions and
// parallelism equal the builder count, commands whose options the pipeline CLI accepts, variables it reads.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, parseAllDocuments } from 'yaml';
import { REPO_ROOT } from '../pipeline/source-hash.ts';
import { INDEX_VARIABLES } from '../pipeline/static/split.ts';

const DIR = join(REPO_ROOT, 'deploy/kubernetes');
const docs = (file: string): any[] =>
  parseAllDocuments(readFileSync(join(DIR, file), 'utf8')).map((d) => {
    assert.equal(d.errors, [], `${file} parses`);
    return d.toJS();
  });
const config = docs('pipeline-config.yaml')[0];
const jobsMap = docs('nightly-jobs.yaml')[0];
const builders = parse(jobsMap.data['builders.yaml']);
const assembleJob = parse(jobsMap.data['assemble.yaml']);
const cron = docs('nightly-cronjob.yaml');
const container = (job: any) => job.spec.template.spec.containers[0];
const pipelineSource = readFileSync(join(REPO_ROOT, 'scripts/pipeline.ts'), 'utf8');
const cliOptions = new Set(
  [...pipelineSource.slice(pipelineSource.indexOf('const OPTIONS = {')).matchAll(/^ {2}'?([a-z-]+)'?: \{ type:/gm)].map(
    (m) => m[1],
  ),
);

/** `npm run pipeline -- <command> ...options`, with the ConfigMap's values put in for `$(VAR)` as the kubelet does. */
function pipelineArgs(job: any): { command: string; options: Map<string, string | true> } {
  const cmd: string[] = container(job).command.map((a: unknown) =>
    String(a).replace(/\$\(([A-Z0-9_]+)\)/g, (_, name) => {
      assert.ok(name in config.data, `$(${name}) is set by the ConfigMap`);
      return config.data[name];
    }),
  );
  assert.equal(cmd.slice(0, 4), ['npm', 'run', 'pipeline', '--']);
  const options = new Map<string, string | true>();
  for (let i = 5; i < cmd.length; i++) {
    const name = cmd[i].replace(/^--/, '');
    assert.ok(cliOptions.has(name), `--${name} is an option of scripts/pipeline.ts`);
    const value = cmd[i + 1] !== undefined && !cmd[i + 1].startsWith('--') ? cmd[++i] : true;
    options.set(name, value);
  }
  return { command: cmd[4], options };
}

test('the builders are an Indexed Job of N pods, N = PIPELINE_SHARD_COUNT, each taking its index from Kubernetes', () => {
  const n = Number(config.data.PIPELINE_SHARD_COUNT);
  assert.ok(n >= 2);
  assert.equal([builders.kind, builders.spec.completionMode], ['Job', 'Indexed']);
  assert.equal([builders.spec.completions, builders.spec.parallelism], [n, n]);
  const { command, options } = pipelineArgs(builders);
  assert.is(command, 'build');
  assert.is(options.get('publish'), true);
  assert.is(options.get('shard-count'), String(n));
  assert.not.ok(options.has('shard-index'), 'the index comes from the environment');
  assert.ok(INDEX_VARIABLES.includes('JOB_COMPLETION_INDEX'), 'the variable an Indexed Job sets is one the code reads');
});

test('assemble makes the same plan as the builders, and both read the bucket from the variables the code reads', () => {
  const b = pipelineArgs(builders).options;
  const { command, options } = pipelineArgs(assembleJob);
  assert.is(command, 'assemble');
  for (const planOption of ['cities', 'from', 'to', 'block-size'])
    assert.is(options.get(planOption), b.get(planOption), `--${planOption} agrees`);
  const storeSource = readFileSync(join(REPO_ROOT, 'pipeline/object-store.ts'), 'utf8');
  for (const name of ['PIPELINE_S3_BUCKET', 'PIPELINE_S3_PREFIX', 'AWS_REGION']) {
    assert.ok(name in config.data, name);
    assert.ok(storeSource.includes(`env.${name}`), `${name} is read by the object store`);
  }
  for (const job of [builders, assembleJob])
    assert.ok(container(job).envFrom.some((e: any) => e.configMapRef?.name === config.metadata.name));
  const signing = container(assembleJob).env.find((e: any) => e.name === 'PIPELINE_SIGNING_KEY');
  assert.ok(signing && pipelineSource.includes('process.env.PIPELINE_SIGNING_KEY'));
});

test('the CronJob drives both Jobs in order, with a Role that may create and read Jobs', () => {
  const cronJob = cron.find((d) => d.kind === 'CronJob');
  assert.is(cronJob.spec.concurrencyPolicy, 'Forbid');
  const pod = cronJob.spec.jobTemplate.spec.template.spec;
  const script: string = pod.containers[0].command.join('\n');
  assert.ok(script.indexOf('/jobs/builders.yaml') < script.indexOf('/jobs/assemble.yaml'), 'builders first');
  assert.match(script, `finish "${builders.metadata.name.replace('RUN_ID', '$RUN')}"`);
  assert.match(script, `finish "${assembleJob.metadata.name.replace('RUN_ID', '$RUN')}"`);
  assert.is(pod.volumes[0].configMap.name, jobsMap.metadata.name);
  const role = cron.find((d) => d.kind === 'Role');
  assert.ok(['create', 'get'].every((v) => role.rules[0].verbs.includes(v)));
  assert.is(cron.find((d) => d.kind === 'RoleBinding').subjects[0].name, pod.serviceAccountName);
});

test.run();
