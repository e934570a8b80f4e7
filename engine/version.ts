/**
 * Engine version: bump it whenever the engine's output for the same input can change (conventions, tables, fixes).
 * It is part of every shard's inputs_hash and of the panchang metadata.
 */
export const ENGINE_VERSION = 'panchang-engine 0.2.0';
/** Schema version of the engine's objects (the daily panchang); not the API version. */
export const ENGINE_SCHEMA_VERSION = '1.0.0';
