import type { MikroORM } from '@mikro-orm/postgresql';
import type { Config } from './config.js';
import { openReplica } from '../persistence/orm.js';
import { ReplicaReads, whereOf } from '../persistence/read-replicas.js';
import { MemoryWritePositions, RedisWritePositions } from '../persistence/write-positions.js';

/**
 * DATABASE_REPLICA_URLS (issue 43): a MikroORM per replica, the writers' positions (in Redis when REDIS_URL is
 * set, so every app process knows who wrote through another), and the checks of each replica's lag, started
 * here. Null without replicas: every repository is the primary's, as on one machine.
 */
export function readReplicasFor(
  orm: MikroORM,
  config: Config,
  log: (line: string) => void,
  logError: (message: string, error: unknown) => void,
): ReplicaReads | null {
  const { urls, ...settings } = config.replicas;
  if (!urls.length) return null;
  const replicas = urls.map((url, i) => ({
    url,
    where: whereOf(url),
    // Prepared statements as on the primary: behind PgBouncer in transaction mode, replicas are often reached through it too.
    orm: openReplica(url, `replica-${i + 1}`, { queryTimeoutMs: config.dbQueryTimeoutMs, preparedStatements: config.preparedStatements }),
  }));
  const positions = config.redisUrl ? new RedisWritePositions(config.redisUrl, logError) : new MemoryWritePositions();
  const reads = new ReplicaReads({ orm, url: orm.config.get('clientUrl')! }, replicas, positions, settings, log, logError);
  reads.start();
  log(`public reads may be served by ${urls.length} read replica${urls.length === 1 ? '' : 's'} (${replicas.map((r) => r.where).join(', ')}), lag limit ${settings.maxLagMs} ms`);
  return reads;
}
