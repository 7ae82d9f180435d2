/**
 * Whether a database error (the driver's, or MikroORM's wrapper that copies its fields) has this
 * SQLSTATE: 23505 unique violation, 23P01 exclusion violation (MikroORM has no class of its own for it).
 */
export function hasSqlState(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code;
}

/**
 * Runs `work` (one transaction, or a savepoint inside an outer one) again when PostgreSQL chose it as the
 * victim of a deadlock (SQLSTATE 40P01), up to `attempts` times in all. Two transactions inserting
 * overlapping rows under an exclusion constraint can each wait for the other's row: PostgreSQL then aborts
 * one of them, which holds nothing any more, and run again it meets the other's committed row (an exclusion
 * violation, the real answer) or, if that one rolled back, succeeds. A deadlock left after the last
 * attempt is thrown as it is.
 */
export async function retryOnDeadlock<T>(work: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (e) {
      if (attempt >= attempts || !hasSqlState(e, '40P01')) throw e;
    }
  }
}
