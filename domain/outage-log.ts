/**
 * During an outage of a service (the database, the media bucket) every request fails the same way: the
 * first failure is logged in full, then one line at most every `everyMs` with the number of requests
 * answered 503 meanwhile.
 */
export function outageLog(logError: (message: string, error: unknown) => void, what: string, everyMs = 10_000) {
  let last = -Infinity;
  let quiet = 0;
  return (e: unknown) => {
    const now = Date.now();
    if (now - last < everyMs) {
      quiet++;
      return;
    }
    const meanwhile = quiet ? ` (${quiet} more answered 503 since the last report)` : '';
    logError(`${what}: answering 503${meanwhile}`, e);
    last = now;
    quiet = 0;
  };
}
