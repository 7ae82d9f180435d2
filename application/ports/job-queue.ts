import type { MoneyStep } from '../../domain/payment/payment.js';

/**
 * Durable jobs in PostgreSQL (pg-boss: adapters/workers/pg-boss-queue.ts; application/testing/ has an
 * in-memory one). A job is one step of one booking's money: scheduled for an instant, retried with backoff
 * when its handler throws, kept across restarts, and never queued twice for the same booking and step
 * (a singleton key): a second schedule of a queued step is ignored.
 */
export interface JobQueue {
  schedule(job: MoneyJob, at: Date): Promise<void>;
}

export interface MoneyJob {
  step: MoneyStep;
  bookingId: number;
}

/** What a worker does with a job when it is due; throwing retries it later. */
export type MoneyJobHandler = (job: MoneyJob) => Promise<void>;
