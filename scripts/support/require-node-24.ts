// Imported first by `npm start` (scripts/start.ts): the gateway needs Node 24 (package.json `engines`; better-sqlite3
// 13's binary crashes an older Node on load). Under `npm start` the project's own Node 24 is first on PATH where the
// system's is older, and `npm start` runs the TypeScript on Node 24's own type stripping. This message is for running
// scripts/start.ts by hand under tsx with an older `node` (a plain `node scripts/start.ts` on Node 20 stops earlier, at
// the .ts extension it cannot load), or after an `npm install` that ran under Node 24 itself and so left the
// project's copy out (scripts/node-runtime/README.md).
// `scripts/bench-runtime.ts` sets PANCHANG_ANY_NODE=1 to measure this same code on the older Node, in a copy of the
// tree whose better-sqlite3 is the last major built for it.
const REQUIRED_MAJOR = 24;
const major = Number(process.versions.node.split('.')[0]);
if (major < REQUIRED_MAJOR && process.env.PANCHANG_ANY_NODE !== '1') {
  process.stderr.write(
    `This gateway needs Node ${REQUIRED_MAJOR} or later; ${process.execPath} is ${process.version}. ` +
      'Start it with `npm start` after `npm install` run from your usual shell (it installs Node 24 where the ' +
      'system has an older one), or put a Node 24 first on PATH.\n',
  );
  process.exit(1);
}
