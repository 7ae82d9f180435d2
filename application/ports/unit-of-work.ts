/**
 * One database transaction around a piece of work. Repositories called inside it join it; a nested run is
 * a savepoint of the outer one. Work that must not happen unless the data is saved (removing stored files)
 * is handed to afterCommit: it runs once the outermost transaction has committed, and never after a rollback.
 */
export interface UnitOfWork {
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Runs at once outside a transaction. */
  afterCommit(task: () => Promise<void>): Promise<void>;
}
