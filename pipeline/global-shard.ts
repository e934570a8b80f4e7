// Reading a global shard back into the GlobalYear object it was written from.
import type { GlobalYear } from '../engine/astro/global-year.ts';
import { decodeGlobalYear, type NamedArray } from './global-codec.ts';
import { openShard, readShardMeta, SHARD_KINDS, type Db } from './shard-file.ts';

export function readGlobalShard(path: string): GlobalYear {
  const db = openShard(path);
  try {
    return decodeGlobalShard(db, path);
  } finally {
    db.close();
  }
}

/** The GlobalYear of an open global shard (`where` names it in errors). */
export function decodeGlobalShard(db: Db, where: string): GlobalYear {
  const meta = readShardMeta(db);
  if (meta.kind !== 'global' || meta.skeleton === undefined) throw new Error(`${where} is not a global shard`);
  const arrays = db.prepare(`SELECT name, dtype, length, data FROM ${SHARD_KINDS.global.table}`).all() as NamedArray[];
  return decodeGlobalYear(meta.skeleton, arrays);
}
