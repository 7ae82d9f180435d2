export interface PeriodicJobOptions {
  /** What the job is, in log lines ("booking expiry"). */
  name: string;
  /** Time between the starts of two rounds. */
  everyMs: number;
  /** Runs a round in its own MikroORM context. */
  scope: <T>(fn: () => Promise<T>) => Promise<T>;
  log: (line: string) => void;
  logError: (message: string, error: unknown) => void;
}

/**
 * A task run on a timer by the worker (`npm start` unless ALERT_WORKER=off, and `npm run worker`): the
 * expiry of requests unanswered for 48 hours, once a minute. A round that fails is logged and the next one
 * comes on time; stop() waits for the round in progress. Any number of processes may run the same job:
 * the task itself must be safe to run twice at once (the expiry is a compare-and-set per request).
 */
export class PeriodicJob<T> {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = true;

  constructor(
    private readonly task: () => Promise<T>,
    private readonly options: PeriodicJobOptions & { report?: (result: T) => string | null },
  ) {}

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }

  /** One round, for tests and tools. */
  round(): Promise<T> {
    return this.options.scope(this.task);
  }

  private schedule(ms: number): void {
    this.timer = setTimeout(() => {
      this.running = this.tick().finally(() => {
        this.running = null;
        if (!this.stopped) this.schedule(this.options.everyMs);
      });
    }, ms);
    this.timer.unref?.();
  }

  private async tick(): Promise<void> {
    try {
      const result = await this.round();
      const line = this.options.report?.(result);
      if (line) this.options.log(`${this.options.name}: ${line}`);
    } catch (e) {
      this.options.logError(`The ${this.options.name} job could not finish a round (the next one tries again)`, e);
    }
  }
}
