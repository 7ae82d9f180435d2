import type { MikroORM } from '@mikro-orm/postgresql';
import type { AccountFlags, AdminUserStore } from '../../application/ports/admin-users.js';

/** The account flags staff change; raw SQL so it joins the change's transaction (with its audit entry). */
export class PostgresAdminUserStore implements AdminUserStore {
  constructor(private readonly orm: MikroORM) {}

  async setFlags(userId: number, flags: AccountFlags): Promise<void> {
    await this.orm.em.execute(
      `update users set is_admin = coalesce(?, is_admin), is_discoverable = coalesce(?, is_discoverable), is_disabled = coalesce(?, is_disabled),
         updated_at = now() where id = ?`,
      [flags.isAdmin ?? null, flags.isDiscoverable ?? null, flags.isDisabled ?? null, userId],
    );
  }
}
