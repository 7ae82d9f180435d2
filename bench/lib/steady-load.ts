import { EXPECTED, mixSlots, type Kind, type Workload } from './workload.js';

/** One request of the steady load and how it ended. Times in ms from the load's start. */
export interface Outcome {
  kind: Kind;
  startedAt: number;
  ms: number;
  /** HTTP status, or 0 when no answer came (connection error, 10 s timeout). */
  status: number;
  expected: boolean;
  /** The `error` code of a JSON error body. */
  error?: string;
  json: boolean;
  retryAfter?: string;
  network?: string;
  /** A listing acknowledged with 201: its id and the title it was sent with. */
  created?: { id: number; title: string };
}

/**
 * An open-loop load: requests leave at a fixed rate whatever the answers do (a closed loop would slow
 * down exactly when the app is in trouble, and hide it), each timed on its own with fetch. The mix cycles
 * through mixSlots(mix). At most maxInFlight requests wait at once; more are counted as not sent.
 */
export class SteadyLoad {
  readonly outcomes: Outcome[] = [];
  private readonly slots: Kind[];
  private sent = 0;
  private inFlight = 0;
  private skipped = 0;
  private timer: NodeJS.Timeout | null = null;
  private readonly pending = new Set<Promise<void>>();
  private t0 = 0;

  constructor(
    private readonly base: string,
    private readonly workload: Workload,
    private readonly rate: number,
    mix: [Kind, number][],
    private readonly maxInFlight = 200,
  ) {
    this.slots = mixSlots(mix);
  }

  /** Milliseconds since start(), the clock of Outcome.startedAt. */
  now(): number {
    return performance.now() - this.t0;
  }

  start(): void {
    this.t0 = performance.now();
    this.timer = setInterval(() => {
      const due = Math.floor((this.now() / 1000) * this.rate);
      while (this.sent + this.skipped < due) {
        if (this.inFlight >= this.maxInFlight) {
          this.skipped++;
          continue;
        }
        const kind = this.slots[(this.sent + this.skipped) % this.slots.length]!;
        this.sent++;
        const p = this.send(kind).finally(() => this.pending.delete(p));
        this.pending.add(p);
      }
    }, 5);
  }

  /** Stops sending and waits for the answers still due. */
  async stop(): Promise<{ outcomes: Outcome[]; notSent: number }> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await Promise.all([...this.pending]);
    return { outcomes: this.outcomes, notSent: this.skipped };
  }

  private async send(kind: Kind): Promise<void> {
    const spec = this.workload.next(kind);
    const startedAt = this.now();
    this.inFlight++;
    try {
      const res = await fetch(this.base + spec.path, {
        method: spec.method,
        headers: spec.headers,
        body: spec.body,
        signal: AbortSignal.timeout(10_000),
      });
      const text = await res.text();
      const json = (res.headers.get('content-type') ?? '').includes('application/json');
      let body: { error?: string; id?: number } | null = null;
      try {
        body = json ? (JSON.parse(text) as { error?: string; id?: number }) : null;
      } catch {
        body = null; // said JSON, was not: recorded as json false below
      }
      const expected = res.status === EXPECTED[kind];
      this.outcomes.push({
        kind, startedAt, ms: this.now() - startedAt, status: res.status, expected, json: body !== null,
        ...(body?.error ? { error: body.error } : {}),
        ...(res.headers.get('retry-after') ? { retryAfter: res.headers.get('retry-after')! } : {}),
        ...(expected && kind === 'create' && body?.id ? { created: { id: body.id, title: spec.title! } } : {}),
      });
    } catch (e) {
      const err = e as Error & { cause?: { code?: string } };
      this.outcomes.push({ kind, startedAt, ms: this.now() - startedAt, status: 0, expected: false, json: false, network: err.cause?.code ?? err.name });
    } finally {
      this.inFlight--;
    }
  }
}
