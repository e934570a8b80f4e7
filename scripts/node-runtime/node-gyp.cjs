#!/usr/bin/env node
// `node-gyp` as npm's install scripts find it on PATH (node_modules/.bin comes before npm's own node-gyp shim) when
// this runtime is installed. It runs npm's node-gyp unchanged, with one difference: the addon is compiled against the
// headers of the Node that runs it (the registry's node-linux-* package ships them beside bin/node), not against the
// `nodedir` of the user's npm config, which names the system Node's headers (an older ABI: the addon would not load),
// and not by downloading headers, which this machine cannot.
'use strict';
const { spawnSync } = require('node:child_process');
const { existsSync, readFileSync, realpathSync } = require('node:fs');
const { dirname, join } = require('node:path');

/** The install prefix of the running Node when it carries its own headers of the same version, else null. */
function ownHeadersDir() {
  const prefix = dirname(dirname(realpathSync(process.execPath)));
  const versionH = join(prefix, 'include', 'node', 'node_version.h');
  if (!existsSync(versionH)) return null;
  const text = readFileSync(versionH, 'utf8');
  const part = (name) => text.match(new RegExp(`#define NODE_${name}_VERSION (\\d+)`))?.[1];
  const version = `v${part('MAJOR')}.${part('MINOR')}.${part('PATCH')}`;
  return version === process.version ? prefix : null;
}

/** npm's own node-gyp: npm names it in the scripts' environment. */
function npmNodeGyp() {
  const named = process.env.npm_config_node_gyp;
  if (named && existsSync(named)) return named;
  throw new Error('node-gyp: npm_config_node_gyp is not set; run this through npm (npm install, npm rebuild)');
}

const nodedir = ownHeadersDir();
const env = nodedir ? { ...process.env, npm_config_nodedir: nodedir } : process.env;
const run = spawnSync(process.execPath, [npmNodeGyp(), ...process.argv.slice(2)], { stdio: 'inherit', env });
process.exit(run.status ?? 1);
