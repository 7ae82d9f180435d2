import type { MikroORM } from '@mikro-orm/postgresql';
import { AsyncLocalStorage } from 'node:async_hooks';
import type { UnitOfWork } from '../../application/ports/unit-of-work.js';

type Task = () => Promise<void>;

/**
 * UnitOfWork on MikroORM's transactional(): inside it, `orm.em.execute` and nested `em.transactional` calls
 * of the repositories run on the transaction's connection (MikroORM's TransactionContext), a nested run is
 * a savepoint. Tasks handed to afterCommit wait in an AsyncLocalStorage list until the outermost
 * transaction commits; a rolled-back run (outer or nested) drops its own.
 *
 * Repositories that fork the EntityManager (`em.fork()`) write on another connection and do not join:
 * changes that must be atomic use the raw-SQL repositories.
 */
export class MikroOrmUnitOfWork implements UnitOfWork {
  private readonly pending = new AsyncLocalStorage<Task[]>();

  constructor(
    private readonly orm: MikroORM,
    private readonly logError: (message: string, error: unknown) => void,
  ) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    const outer = this.pending.getStore();
    const tasks: Task[] = [];
    const result = await this.pending.run(tasks, () => this.orm.em.transactional(() => work()));
    if (outer) {
      outer.push(...tasks); // committed only as part of the outer transaction
      return result;
    }
    for (const task of tasks) {
      try {
        await task();
      } catch (e) {
        // The data is committed; a file left behind is logged, not reported as a failed change.
        this.logError('A task after a committed transaction failed', e);
      }
    }
    return result;
  }

  async afterCommit(task: Task): Promise<void> {
    const tasks = this.pending.getStore();
    if (tasks) tasks.push(task);
    else await task();
  }
}
