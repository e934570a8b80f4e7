// Reading a global shard back into the GlobalYear object it was written from.
import type { GlobalYear } from '../engine/astro/global-year.ts';
import { decodeGlobalYear, type NamedArray } from './global-codec.ts';
import { openShard, readShardMeta, SHARD_KINDS } from './shard-file.ts';

export function readGlobalShard(path: string): GlobalYear {
  const db = openShard(path);
  try {
    const meta = readShardMeta(db);
    if (meta.kind !== 'global' || meta.skeleton === undefined) throw new Error(`${path} is not a global shard`);
    const arrays = db.prepare(`SELECT name, dtype, length, data FROM ${SHARD_KINDS.global.table}`).all() as NamedArray[];
    return decodeGlobalYear(meta.skeleton, arrays);
  } finally {
    db.close();
  }
}
