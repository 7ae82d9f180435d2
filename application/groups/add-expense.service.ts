import { DomainError } from '../../domain/errors.js';
import { fieldErrors } from '../../domain/field-errors.js';
import { readExpenseInput } from '../../domain/group/group-input.js';
import type { GroupExpense } from '../../domain/group/group.js';
import type { User } from '../../domain/user/user.js';
import type { GroupRepository } from '../ports/group.repository.js';
import type { ImageProcessor, MediaStore } from '../ports/media.js';
import type { Clock } from '../ports/security.js';
import type { UnitOfWork } from '../ports/unit-of-work.js';
import { managedGroup, readOrRefuse, type GroupCalendar } from './group-access.js';

/** A receipt photo as the HTTP adapter hands it over. */
export interface ReceiptUpload {
  bytes: Buffer;
  filename: string;
}

export const RECEIPT_MAX_SIDE = 2000;
/** Where the media store keeps receipts: never linked from a public page, served through the group's access. */
export const RECEIPT_FOLDER = 'group-receipts';

/**
 * POST /api/groups/:id/expenses: the owner or treasurer records an expense or an assessment, with a receipt
 * photo if he has one (checked by its bytes as flight photos are, stored only when the expense is: removed
 * again when saving fails).
 */
export class AddGroupExpense {
  constructor(
    private readonly groups: GroupRepository,
    private readonly images: ImageProcessor,
    private readonly media: MediaStore,
    private readonly calendar: GroupCalendar,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(user: User, groupId: number, body: unknown, receipt: ReceiptUpload | null): Promise<GroupExpense> {
    const { group } = await managedGroup(this.groups, user, groupId, 'add expenses');
    const input = readOrRefuse(readExpenseInput(body, group, await this.calendar.today(group.shareIds)));
    const image = receipt ? await this.checked(receipt) : null;
    const receiptKey = image ? (await this.media.put(RECEIPT_FOLDER, image)).url : null;
    try {
      return await this.unitOfWork.run(() => this.groups.addExpense(groupId, { ...input, receiptKey, createdBy: user.id, createdAt: this.clock.now() }));
    } catch (e) {
      if (receiptKey) await this.media.remove(receiptKey);
      throw e;
    }
  }

  private async checked(receipt: ReceiptUpload) {
    try {
      return await this.images.normalise(new Uint8Array(receipt.bytes), { maxSide: RECEIPT_MAX_SIDE });
    } catch (e) {
      if (!(e instanceof DomainError)) throw e;
      const message = `${receipt.filename || 'The receipt'}: ${e.message}`;
      throw new DomainError(e.code, message, [message], undefined, fieldErrors([['receipt', [message]]]));
    }
  }
}
