import type Koa from 'koa';
import type { Context, Next } from 'koa';
import { DomainError, validationFailed } from '../../domain/errors.js';

export const DEFAULT_UPLOAD_MEMORY_MB = 256;
export const UPLOAD_BUSY_MESSAGE = 'The server is busy with other uploads. Please try again in a moment.';
const CUT_SHORT_MESSAGE = 'The upload was cut short';

export interface UploadMemoryReservation {
  readonly bytes: number;
  /** Gives the bytes back; calling it again does nothing. */
  release(): void;
}

interface Waiter {
  bytes: number;
  admit(): void;
}

export interface UploadMemoryOptions {
  maxBytes: number;
  /** How long a request waits its turn before a 503 (10 s; tests shorten it). */
  waitMs?: number;
  /** The Retry-After of that 503, in seconds. */
  retryAfterSeconds?: number;
}

/**
 * The bytes of multipart bodies this process may hold at once: multer keeps every upload in memory until its
 * request is handled, so a few concurrent 200 MB listing uploads could otherwise exhaust it. A request reserves
 * its size before its body is read and gives it back once handled. When the budget is spent, requests wait their
 * turn (first come, first served: a large upload is not overtaken forever by small ones) for up to `waitMs`,
 * then are refused with 503 and Retry-After. One request larger than the whole budget runs when nothing else
 * holds any, rather than never.
 */
export class UploadMemoryBudget {
  readonly maxBytes: number;
  private readonly waitMs: number;
  private readonly retryAfterSeconds: number;
  private used = 0;
  private readonly queue: Waiter[] = [];

  constructor(options: UploadMemoryOptions) {
    if (!(options.maxBytes > 0)) throw new Error(`The upload memory budget must be more than 0 bytes (got ${options.maxBytes})`);
    this.maxBytes = options.maxBytes;
    this.waitMs = options.waitMs ?? 10_000;
    this.retryAfterSeconds = options.retryAfterSeconds ?? 5;
  }

  /** Bytes reserved now. */
  get inUse(): number {
    return this.used;
  }

  /** Requests waiting their turn. */
  get waiting(): number {
    return this.queue.length;
  }

  /**
   * Resolves once `bytes` are reserved; rejects with a 503 DomainError after `waitMs` without room, or with the
   * signal's reason when it aborts first (the client hung up while waiting).
   */
  reserve(bytes: number, signal?: AbortSignal): Promise<UploadMemoryReservation> {
    if (signal?.aborted) return Promise.reject(signal.reason);
    if (this.queue.length === 0 && this.fits(bytes)) return Promise.resolve(this.take(bytes));
    return new Promise((resolve, reject) => {
      const leave = (error: unknown) => {
        settle();
        this.remove(waiter);
        reject(error);
      };
      const onAbort = () => leave(signal!.reason);
      const timer = setTimeout(() => leave(new DomainError('unavailable', UPLOAD_BUSY_MESSAGE, [UPLOAD_BUSY_MESSAGE], this.retryAfterSeconds)), this.waitMs);
      timer.unref();
      const settle = () => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
      };
      const waiter: Waiter = {
        bytes,
        admit: () => {
          settle();
          resolve(this.take(bytes));
        },
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.queue.push(waiter);
    });
  }

  private fits(bytes: number): boolean {
    return this.used === 0 || this.used + bytes <= this.maxBytes;
  }

  private take(bytes: number): UploadMemoryReservation {
    this.used += bytes;
    let held = true;
    return {
      bytes,
      release: () => {
        if (!held) return;
        held = false;
        this.used -= bytes;
        this.admitWaiters();
      },
    };
  }

  /** A waiter that gave up: those behind it may fit now. */
  private remove(waiter: Waiter): void {
    const i = this.queue.indexOf(waiter);
    if (i >= 0) this.queue.splice(i, 1);
    this.admitWaiters();
  }

  /** Admits waiters from the head of the queue, in order, while they fit. */
  private admitWaiters(): void {
    while (this.queue.length > 0 && this.fits(this.queue[0]!.bytes)) this.queue.shift()!.admit();
  }
}

const BUDGET = Symbol('upload memory budget');
const heldBy = new WeakMap<Context, UploadMemoryReservation[]>();

/** Makes `budget` the one the requests of `app` reserve from (createHttpApp sets one; tests swap in a small one). */
export function useUploadMemoryBudget(app: Koa, budget: UploadMemoryBudget): void {
  (app.context as unknown as Record<symbol, UploadMemoryBudget>)[BUDGET] = budget;
}

export function uploadMemoryBudgetOf(app: Koa): UploadMemoryBudget | undefined {
  return (app.context as unknown as Record<symbol, UploadMemoryBudget | undefined>)[BUDGET];
}

/**
 * Around the routes: what a request reserved is given back once its handling ends, whether it was answered,
 * failed, or its client hung up (multer then fails the parse, so the handler ends too).
 */
export async function uploadMemoryScope(ctx: Context, next: Next): Promise<void> {
  const held: UploadMemoryReservation[] = [];
  heldBy.set(ctx, held);
  try {
    await next();
  } finally {
    for (const reservation of held.splice(0)) reservation.release();
  }
}

/**
 * Reserves `bytes` of the app's budget for this request until its handling ends (uploadMemoryScope), waiting
 * for room if need be. A client that hangs up while waiting leaves the queue at once.
 */
export async function holdUploadMemory(ctx: Context, bytes: number): Promise<void> {
  const budget = uploadMemoryBudgetOf(ctx.app);
  const held = heldBy.get(ctx);
  if (!budget || !held) throw new Error('Multipart bodies are read only inside uploadMemoryScope, with a budget set (createHttpApp)');
  const req = ctx.req;
  if (req.destroyed) throw validationFailed([CUT_SHORT_MESSAGE]);
  const hangUp = new AbortController();
  const onClose = () => hangUp.abort(validationFailed([CUT_SHORT_MESSAGE]));
  req.once('close', onClose);
  try {
    held.push(await budget.reserve(bytes, hangUp.signal));
  } finally {
    req.off('close', onClose);
  }
  // Gone just as it was let in: multer would wait forever for a body that never comes (the scope releases).
  if (req.destroyed) throw validationFailed([CUT_SHORT_MESSAGE]);
}
