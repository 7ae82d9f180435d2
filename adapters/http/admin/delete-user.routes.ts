import Router from '@koa/router';
import type { Context } from 'koa';
import type { AuditedChange } from '../../../application/admin/audited-change.service.js';
import type { DeleteUser } from '../../../application/admin/delete-user.service.js';
import { toProfile } from '../../../domain/user/user.js';
import { parseId } from '../params.js';
import { requireAdmin } from '../session.js';
import { userAuditSnapshot } from './users.admin.js';

/** DELETE /user/{id}: the admin page's "Delete User" (spec section 7); the same use case and audit as the console's. */
export function deleteUserRoutes(deps: { deleteUser: DeleteUser; changes: AuditedChange }): Router {
  const router = new Router();
  router.delete('/user/:id', async (ctx: Context) => {
    const admin = requireAdmin(ctx);
    const id = parseId(ctx.params.id, 'User id');
    await deps.changes.execute({ id: admin.id, username: admin.username }, { action: 'delete', resource: 'users' }, async () => {
      const user = await deps.deleteUser.execute(admin, id);
      return { result: null, recordId: String(user.id), before: userAuditSnapshot(toProfile(user)), after: null };
    });
    ctx.status = 204;
  });
  return router;
}
