import autocannon, { type Request, type Result } from 'autocannon';
import { EXPECTED, mixSlots, percentiles, type Kind, type Workload } from './workload.js';

export interface Acknowledged {
  id: number;
  title: string;
}

export interface MixedRun {
  seconds: number;
  connections: number;
  /** The overall rate asked for (requests a second), or null for as fast as the app answers. */
  targetRate: number | null;
  requests: number;
  requestsPerSecond: number;
  /** Answers other than the expected one for their kind, socket errors and timeouts. */
  unexpected: number;
  socketErrors: number;
  timeouts: number;
  statuses: Record<string, number>;
  latency: ReturnType<typeof percentiles>;
  byKind: Record<string, ReturnType<typeof percentiles> & { unexpected: number; statuses: Record<string, number> }>;
  /** A few unexpected answers, to see what went wrong. */
  samples: { kind: Kind; status: number; body: string }[];
}

/**
 * One autocannon run of the mixed workload: each connection cycles through mixSlots(), each slot building
 * its request when it is sent (Workload.next). Every answer is checked against the status its kind expects
 * (a refused login is a 400); new listings acknowledged with 201 go to `ledger`.
 */
export function runMixed(
  base: string,
  workload: Workload,
  options: { seconds: number; connections: number; rate?: number | null; ledger?: Acknowledged[]; approvals?: number[] },
): Promise<MixedRun> {
  const latencies: number[] = [];
  const kinds = new Map<Kind, { latencies: number[]; unexpected: number; statuses: Record<string, number> }>();
  const statuses: Record<string, number> = {};
  const samples: MixedRun['samples'] = [];
  let unexpected = 0;
  // autocannon calls a request's onResponse, then emits 'response' with the latency, in one go.
  let answered: { kind: Kind; ok: boolean } | null = null;

  const requests: Request[] = mixSlots().map((kind) => ({
    setupRequest: (req: Request, context: Record<string, unknown>) => {
      const spec = workload.next(kind);
      context.title = spec.title;
      context.requestId = spec.requestId;
      return { ...req, method: spec.method, path: spec.path, headers: spec.headers, body: spec.body };
    },
    onResponse: (status: number, body: string, context: Record<string, unknown>) => {
      const ok = status === EXPECTED[kind];
      answered = { kind, ok };
      statuses[status] = (statuses[status] ?? 0) + 1;
      const k = kinds.get(kind) ?? { latencies: [], unexpected: 0, statuses: {} };
      kinds.set(kind, k);
      k.statuses[status] = (k.statuses[status] ?? 0) + 1;
      if (!ok) {
        unexpected++;
        k.unexpected++;
        if (samples.length < 20) samples.push({ kind, status, body: body.slice(0, 300) });
      } else if (kind === 'create' && options.ledger) {
        options.ledger.push({ id: (JSON.parse(body) as { id: number }).id, title: String(context.title) });
      } else if (kind === 'book') {
        workload.requested((JSON.parse(body) as { id: number }).id);
      } else if (kind === 'approve' && typeof context.requestId === 'number') {
        options.approvals?.push(context.requestId);
      }
    },
  }));

  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections: options.connections,
        duration: options.seconds,
        ...(options.rate ? { overallRate: options.rate } : {}),
        requests,
      },
      (error: Error | null, result: Result) => {
        if (error) return reject(error);
        resolve({
          seconds: options.seconds,
          connections: options.connections,
          targetRate: options.rate ?? null,
          requests: result.requests.total,
          requestsPerSecond: Math.round((result.requests.total / result.duration) * 10) / 10,
          unexpected: unexpected + result.errors + result.timeouts,
          socketErrors: result.errors,
          timeouts: result.timeouts,
          statuses,
          latency: percentiles(latencies),
          byKind: Object.fromEntries([...kinds].map(([kind, k]) => [kind, { ...percentiles(k.latencies), unexpected: k.unexpected, statuses: k.statuses }])),
          samples,
        });
      },
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => {
      latencies.push(responseTime);
      if (answered) kinds.get(answered.kind)?.latencies.push(responseTime);
      answered = null;
    });
  });
}
