import { conflict, invalidFields } from '../../domain/errors.js';
import { GROUP_MESSAGES as M, readCardPaymentInput } from '../../domain/group/group-input.js';
import type { GroupMember, GroupPayment } from '../../domain/group/group.js';
import { formatCentsExact } from '../../domain/money/cents.js';
import type { User } from '../../domain/user/user.js';
import { customerOf, type MoneyPorts } from '../payments/money-ports.js';
import type { CardPayment, GroupRepository } from '../ports/group.repository.js';
import type { Clock } from '../ports/security.js';
import type { UnitOfWork } from '../ports/unit-of-work.js';
import { memberGroup, readOrRefuse, type GroupCalendar } from './group-access.js';
import { balancesOf, GROUP_PAGE_ROWS } from './read-group.service.js';

export type CardMoney = Pick<MoneyPorts, 'gateway' | 'payments' | 'customers' | 'customerGateway'>;

/**
 * POST /api/groups/:id/payments/card `{ amountCents, paymentMethodId, key }`: a member pays what he owes by
 * card, at most his balance. The card is saved and charged off session, the payment recorded (a credit on the
 * next statement, like a recorded one), and the money transferred to the group owner's connected account.
 *
 * Every amount moves once: the charge and the transfer carry keys made from the browser's `key`, and the
 * payment row is unique per group and key, so the same payment sent again (a double click, a retry after a
 * time-out, a crash between the charge and the row) charges nothing twice and answers the first payment,
 * finishing its transfer if that had not gone through. A declined card (402) records nothing.
 */
export class PayGroupByCard {
  constructor(
    private readonly groups: GroupRepository,
    private readonly calendar: GroupCalendar,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly money: CardMoney,
  ) {}

  async execute(user: User, groupId: number, body: unknown): Promise<{ payment: GroupPayment; members: GroupMember[]; transferred: boolean }> {
    const { group } = await memberGroup(this.groups, user, groupId);
    const input = readOrRefuse(readCardPaymentInput(body));
    const owner = group.members.find((m) => m.role === 'owner' && m.until === null);
    const account = owner ? await this.money.payments.payoutAccountOf(owner.userId) : null;
    const known = await this.groups.cardPayment(groupId, input.key);
    if (known) return { payment: known.payment, members: group.members, transferred: await this.transfer(groupId, known, account) };
    if (!account || account.state !== 'enabled') throw conflict(M.noPayouts);
    const [payments, last] = await Promise.all([this.groups.payments(groupId, GROUP_PAGE_ROWS), this.groups.lastTotals(groupId)]);
    const owed = balancesOf(group.members, last.totals, payments).find((b) => b.userId === user.id)?.balanceCents ?? 0;
    if (owed <= 0) throw conflict(M.nothingOwed);
    if (input.amountCents > owed) throw invalidFields({ amountCents: [M.moreThanOwed(formatCentsExact(owed))] });

    const customerId = await customerOf(this.money, user);
    const pm = input.paymentMethodId;
    await this.money.gateway.saveCard({ customerId, paymentMethodId: pm, key: `user-${user.id}-save-card-${pm}` });
    const transferGroup = `group-${groupId}`;
    const charge = await this.money.gateway.chargeOffSession({
      customerId, paymentMethodId: pm, amountCents: input.amountCents, bookingId: 0, transferGroup, key: `group-${groupId}-pay-${input.key}`,
    });
    const today = await this.calendar.today(group.shareIds);
    const payment = await this.unitOfWork.run(() => this.groups.addPayment(groupId, {
      userId: user.id, amountCents: input.amountCents, date: today, method: 'card', recordedBy: user.id, createdAt: this.clock.now(),
      card: { payKey: input.key, chargeId: charge.chargeId },
    }));
    const stored: CardPayment = { payment, chargeId: charge.chargeId, transferId: null };
    return { payment, members: group.members, transferred: await this.transfer(groupId, stored, account) };
  }

  private transfer(groupId: number, card: CardPayment, account: PayoutAccount | null): Promise<boolean> {
    return transferToOwner({ groups: this.groups, unitOfWork: this.unitOfWork, money: this.money }, groupId, card, account);
  }
}

type PayoutAccount = { accountId: string; state: string };
type TransferPorts = { groups: Pick<GroupRepository, 'setTransfer'>; unitOfWork: UnitOfWork; money: Pick<CardMoney, 'gateway'> };

/**
 * Sends a card payment to the owner's account once: the transfer's key is the payment's, so a retry after a
 * lost answer moves nothing twice. A refusal (no enabled account yet, the provider down) leaves it for the next
 * send of the same payment or the hourly retry (RetryGroupTransfers).
 */
async function transferToOwner(ports: TransferPorts, groupId: number, card: CardPayment, account: PayoutAccount | null): Promise<boolean> {
  if (card.transferId) return true;
  if (!account || account.state !== 'enabled') return false;
  try {
    const { transferId } = await ports.money.gateway.transfer({
      accountId: account.accountId, amountCents: card.payment.amountCents, bookingId: 0, transferGroup: `group-${groupId}`,
      key: `group-${groupId}-payment-${card.payment.id}-transfer`,
    });
    await ports.unitOfWork.run(() => ports.groups.setTransfer(groupId, card.payment.id, transferId));
    return true;
  } catch {
    return false;
  }
}

/** The batch the hourly retry takes at a time. */
const RETRY_BATCH = 100;

/**
 * The hourly retry of card payments whose money did not reach the group owner's account (his account not enabled
 * yet, the provider down when the member paid): each is sent with its own key, so it moves once however often
 * this runs. Part of the group statements job.
 */
export class RetryGroupTransfers {
  constructor(
    private readonly groups: Pick<GroupRepository, 'untransferredCardPayments' | 'setTransfer' | 'find'>,
    private readonly unitOfWork: UnitOfWork,
    private readonly money: Pick<CardMoney, 'gateway' | 'payments'>,
  ) {}

  async execute(): Promise<{ sent: number; waiting: number }> {
    let sent = 0;
    let waiting = 0;
    const accounts = new Map<number, PayoutAccount | null>();
    for (const card of await this.groups.untransferredCardPayments(RETRY_BATCH)) {
      if (!accounts.has(card.groupId)) {
        const owner = (await this.groups.find(card.groupId))?.members.find((m) => m.role === 'owner' && m.until === null);
        accounts.set(card.groupId, owner ? await this.money.payments.payoutAccountOf(owner.userId) : null);
      }
      if (await transferToOwner({ groups: this.groups, unitOfWork: this.unitOfWork, money: this.money }, card.groupId, card, accounts.get(card.groupId)!)) sent++;
      else waiting++;
    }
    return { sent, waiting };
  }
}
