import Router from '@koa/router';
import type { Context } from 'koa';
import type { AdminExportSource, ExportKind } from '../../../application/ports/admin-exports.js';
import type { AuditLog } from '../../../application/ports/audit-log.js';
import type { Clock } from '../../../application/ports/security.js';
import { notFound } from '../../../domain/errors.js';
import { requireAdmin } from '../session.js';
import { csvExport } from './csv.js';

const KINDS: readonly ExportKind[] = ['users', 'instructors', 'shares'];

/**
 * GET /admin/export/users|instructors|shares: the CSV downloads of the admin page. Each export is written
 * to the audit trail before the first byte goes out (an interrupted download still counts).
 */
export function exportRoutes(deps: { exports: AdminExportSource; auditLog: AuditLog; clock: Clock }): Router {
  const router = new Router({ prefix: '/admin/export' });
  router.use(async (ctx, next) => {
    requireAdmin(ctx);
    await next();
  });
  router.get('/:kind', async (ctx: Context) => {
    const admin = requireAdmin(ctx);
    const kind = KINDS.find((k) => k === ctx.params.kind);
    if (!kind) throw notFound(`No such export; there are ${KINDS.join(', ')}`);
    await deps.auditLog.record({ actor: { id: admin.id, username: admin.username }, action: 'export', resource: kind, recordId: null, before: null, after: null });
    const day = deps.clock.now().toISOString().slice(0, 10);
    ctx.type = 'text/csv; charset=utf-8';
    ctx.set('Content-Disposition', `attachment; filename="${kind}-${day}.csv"`);
    ctx.body = csvExport(deps.exports, kind);
  });
  return router;
}
