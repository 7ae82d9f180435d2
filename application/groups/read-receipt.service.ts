import type { User } from '../../domain/user/user.js';
import type { GroupRepository } from '../ports/group.repository.js';
import type { MediaStore } from '../ports/media.js';
import { memberGroup } from './group-access.js';

/** The receipt photo of an expense, for a member of its group (GET .../expenses/:expenseId/receipt). */
export class ReadReceipt {
  constructor(
    private readonly groups: GroupRepository,
    private readonly media: MediaStore,
  ) {}

  async execute(user: User, groupId: number, expenseId: number): Promise<{ bytes: Buffer; contentType: string } | null> {
    const { group } = await memberGroup(this.groups, user, groupId);
    const expense = (await this.groups.expenses(group.id, 10_000)).find((x) => x.id === expenseId);
    if (!expense?.receiptKey) return null;
    const bytes = await this.media.load(expense.receiptKey);
    if (!bytes) return null;
    const png = bytes[0] === 0x89 && bytes[1] === 0x50;
    return { bytes: Buffer.from(bytes), contentType: png ? 'image/png' : 'image/jpeg' };
  }
}
