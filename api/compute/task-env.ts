// What a compute task may reach besides its input: the panchang service (global years from the same shards the
// event loop serves, so answers are byte-identical), the muhurat service and the city directory. One per thread:
// each worker opens its own read-only shard reader, and follows the served manifest by its file stamp.
import { manifestStamp } from '../../pipeline/accuracy-manifest.ts';
import { loadCityDirectory } from '../../pipeline/city-directory.ts';
import { openShardReader, type ShardReader } from '../../pipeline/shard-reader.ts';
import type { CityDirectory } from '../city-directory.ts';
import { MuhuratService } from '../muhurat/service.ts';
import { festivalProvider } from '../panchang/festivals.ts';
import { PanchangService } from '../panchang/service.ts';
import { shardSource } from '../panchang/shard-source.ts';

export interface TaskEnvOptions {
  /** The shards the gateway serves (DATA_DIR/shards); null: every table computed by the engine. */
  readonly shardsDir: string | null;
  /** The gateway's city directory in process; a worker thread loads the committed one on first use. */
  readonly directory?: CityDirectory;
}

export class TaskEnv {
  readonly panchang: PanchangService;
  readonly muhurat: MuhuratService;
  private readonly options: TaskEnvOptions;
  private readonly reader: ShardReader | null;
  private stamp: string;
  private loadedDirectory: CityDirectory | undefined;

  private constructor(options: TaskEnvOptions, reader: ShardReader | null) {
    this.options = options;
    this.reader = reader;
    this.stamp = options.shardsDir ? manifestStamp(options.shardsDir) : '';
    this.loadedDirectory = options.directory;
    // rendered days are kept by the event loop's own service (PanchangService.adopt), not here as well
    this.panchang = new PanchangService({
      source: reader ? shardSource(reader, null) : null,
      festivals: festivalProvider(),
      maxCachedDays: 0,
    });
    this.muhurat = new MuhuratService(this.panchang);
  }

  static async open(options: TaskEnvOptions): Promise<TaskEnv> {
    // the gateway's own reader verified every shard's sha256 already: this one only reads them
    const reader = options.shardsDir ? await openShardReader(options.shardsDir, { verify: false }) : null;
    return new TaskEnv(options, reader);
  }

  get directory(): CityDirectory {
    this.loadedDirectory ??= loadCityDirectory();
    return this.loadedDirectory;
  }

  /** Before a task: a manifest switched since the last one (a nightly build, a sync) is opened first. */
  async follow(): Promise<void> {
    if (!this.reader || !this.options.shardsDir) return;
    const stamp = manifestStamp(this.options.shardsDir);
    if (stamp === this.stamp) return;
    this.stamp = stamp;
    await this.reader.reload();
  }

  close(): void {
    this.reader?.close();
  }
}
