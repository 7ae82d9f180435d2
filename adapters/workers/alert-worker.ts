import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { DeliverAlerts, DeliveryReport } from '../../application/alerts/deliver-alerts.service.js';

export interface AlertWorkerOptions {
  /** Pause between rounds when nothing was due. */
  pollMs: number;
  /** Longest pause after rounds that failed (the database away): the pause doubles from pollMs up to it. */
  maxErrorPauseMs: number;
  /** Runs a round in its own MikroORM context. */
  scope: <T>(fn: () => Promise<T>) => Promise<T>;
  log: (line: string) => void;
  logError: (message: string, error: unknown) => void;
  /** Names this worker in claimed_by; unique by default (host, pid, random). */
  id?: string;
}

/**
 * The poll loop of `npm run worker` (also started by `npm start` unless ALERT_WORKER=off): rounds of
 * DeliverAlerts back to back while alerts are due, else a pause. stop() lets the mail in progress finish,
 * hands back the rest of the batch and resolves when the loop has ended.
 */
export class AlertWorker {
  readonly id: string;
  private stopping = false;
  private loop: Promise<void> | null = null;
  private wake: (() => void) | null = null;

  constructor(
    private readonly deliver: DeliverAlerts,
    private readonly options: AlertWorkerOptions,
  ) {
    this.id = options.id ?? `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  }

  start(): void {
    if (this.loop) return;
    this.stopping = false;
    this.loop = this.run();
  }

  async stop(): Promise<void> {
    this.stopping = true;
    this.wake?.();
    await this.loop;
    this.loop = null;
  }

  /** One round, for tests and tools. */
  round(): Promise<DeliveryReport> {
    return this.options.scope(() => this.deliver.execute(this.id, () => this.stopping));
  }

  private async run(): Promise<void> {
    let failures = 0;
    while (!this.stopping) {
      let busy = false;
      try {
        const report = await this.round();
        failures = 0;
        busy = report.claimed === this.deliver.batchSize;
        if (report.claimed) {
          this.options.log(
            `alerts: ${report.sent} sent, ${report.retried} to retry, ${report.failed} failed, ${report.skipped} skipped` +
              (report.released ? `, ${report.released} handed back` : ''),
          );
        }
      } catch (e) {
        failures++;
        this.options.logError('The alert worker could not finish a round (the claimed alerts are retried when their lease ends)', e);
      }
      if (busy || this.stopping) continue;
      const pause = failures ? Math.min(this.options.maxErrorPauseMs, this.options.pollMs * 2 ** failures) : this.options.pollMs;
      await this.sleep(pause);
    }
  }

  private async sleep(ms: number): Promise<void> {
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      this.wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
    this.wake = null;
  }
}
