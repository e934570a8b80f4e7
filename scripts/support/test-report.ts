// Reads uvu's output for its failures and its slowest files. uvu writes a file's name on a line of its own, then
// its suites' marks (• for a pass, ✘ for a failure) and, after a suite with failures, one FAIL block per failed
// test, before the next file's name. Colours are stripped: the repeat is for a reader of a plain log.

export interface FileFailure {
  /** The test file, as uvu printed it. */
  readonly file: string;
  /** What uvu printed for that file's failures, from the first FAIL on. */
  readonly text: string;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: ANSI colour codes are control sequences.
const ANSI = /\u001b\[[0-9;]*m/g;
const FILE_LINE = /^\S.*\.test\.ts$/;
// uvu's badge: ' FAIL ' on red, two spaces in; a log line that only says FAIL does not start so.
const FAIL_MARK = /^ {2} FAIL /;
const SUMMARY = /^\s+Total:\s+\d+/;

/** `text` without its colour codes. */
export const plain = (text: string): string => text.replace(ANSI, '');

/** Every file whose part of `output` holds a FAIL block, with that block; in the order uvu printed them. */
export function failuresOf(output: string): FileFailure[] {
  const failures: FileFailure[] = [];
  let file = '(before the first file)';
  let failing: string[] | null = null;
  const close = () => {
    if (failing) failures.push({ file, text: failing.join('\n').trimEnd() });
    failing = null;
  };
  for (const line of plain(output).split('\n')) {
    if (FILE_LINE.test(line) || SUMMARY.test(line)) {
      close();
      file = line;
      continue;
    }
    if (!failing && FAIL_MARK.test(line)) failing = [];
    if (failing) failing.push(line);
  }
  close();
  return failures;
}

/** Whether a line of uvu's output starts a file (its name) or ends the run (the totals): a file's time ends there. */
export function marksFileBoundary(line: string): string | null {
  const text = plain(line);
  if (FILE_LINE.test(text)) return text;
  return SUMMARY.test(text) ? '' : null;
}

export interface FileTime {
  readonly file: string;
  readonly ms: number;
}

/** The `count` slowest files, from the instants their boundaries were printed (`file` '' is the end of the run). */
export function slowestFiles(boundaries: readonly { file: string; atMs: number }[], count: number): FileTime[] {
  const times: FileTime[] = [];
  for (let i = 0; i + 1 < boundaries.length; i++) {
    const { file, atMs } = boundaries[i]!;
    if (file) times.push({ file, ms: boundaries[i + 1]!.atMs - atMs });
  }
  return times.sort((a, b) => b.ms - a.ms).slice(0, count);
}
