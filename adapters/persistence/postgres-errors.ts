/**
 * Whether a database error (the driver's, or MikroORM's wrapper that copies its fields) has this
 * SQLSTATE: 23505 unique violation, 23P01 exclusion violation (MikroORM has no class of its own for it).
 */
export function hasSqlState(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code;
}
