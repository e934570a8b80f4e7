// Reads uvu's output for its failures. uvu writes a file's name on a line of its own, then its suites' marks
// (• for a pass, ✘ for a failure) and, after a suite with failures, one FAIL block per failed test, before the
// next file's name. Colours are stripped: the repeat is for a reader of a plain log.

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

/** Every file whose part of `output` holds a FAIL block, with that block; in the order uvu printed them. */
export function failuresOf(output: string): FileFailure[] {
  const failures: FileFailure[] = [];
  let file = '(before the first file)';
  let failing: string[] | null = null;
  const close = () => {
    if (failing) failures.push({ file, text: failing.join('\n').trimEnd() });
    failing = null;
  };
  for (const line of output.replace(ANSI, '').split('\n')) {
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
