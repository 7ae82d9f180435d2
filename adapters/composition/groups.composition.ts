import type { MikroORM } from '@mikro-orm/postgresql';
import { AddGroupExpense } from '../../application/groups/add-expense.service.js';
import { AddGroupMember } from '../../application/groups/add-member.service.js';
import { ChangeGroupMember } from '../../application/groups/change-member.service.js';
import { CreateGroupFromRequest } from '../../application/groups/create-from-request.service.js';
import { CreateGroup } from '../../application/groups/create-group.service.js';
import { GroupCalendar } from '../../application/groups/group-access.js';
import { GroupUpcoming } from '../../application/groups/group-upcoming.js';
import { IssueStatements } from '../../application/groups/issue-statements.service.js';
import { LeaveGroup } from '../../application/groups/leave-group.service.js';
import { ListGroups } from '../../application/groups/list-groups.service.js';
import { ListStatements } from '../../application/groups/list-statements.service.js';
import { IssueMonthlyStatements } from '../../application/groups/monthly-statements.service.js';
import { NewMemberCost } from '../../application/groups/new-member-cost.service.js';
import { PutGroupRules } from '../../application/groups/put-rules.service.js';
import { ReadGroup, type AircraftStatusOf } from '../../application/groups/read-group.service.js';
import { ReadReceipt } from '../../application/groups/read-receipt.service.js';
import { PayGroupByCard, RetryGroupTransfers, type CardMoney } from '../../application/groups/pay-by-card.service.js';
import { RecordGroupPayment } from '../../application/groups/record-payment.service.js';
import { ReadStatementDocument } from '../../application/groups/statement-document.service.js';
import { StatementIssuer } from '../../application/groups/statement-issuer.js';
import type { AircraftStatusKeeper } from '../../application/maintenance/aircraft-status.service.js';
import type { AvailabilityRepository, TimeZoneFinder } from '../../application/ports/availability.repository.js';
import type { BookingRepository } from '../../application/ports/booking.repository.js';
import type { AlertOutbox } from '../../application/ports/alert-outbox.js';
import type { ImageProcessor, MediaStore } from '../../application/ports/media.js';
import type { Clock } from '../../application/ports/security.js';
import type { ShareRepository } from '../../application/ports/share.repository.js';
import type { UnitOfWork } from '../../application/ports/unit-of-work.js';
import type { UserRepository } from '../../application/ports/user.repository.js';
import type { GroupServices } from '../http/group-deps.js';
import { PostgresGroupRepository } from '../persistence/postgres-group.repository.js';

export interface GroupDepsInput {
  orm: MikroORM;
  clock: Clock;
  unitOfWork: UnitOfWork;
  shares: ShareRepository;
  users: UserRepository;
  bookings: BookingRepository;
  availabilities: AvailabilityRepository;
  zones: TimeZoneFinder;
  /** The aircraft's airworthiness on the group page (issue 38). */
  keeper: Pick<AircraftStatusKeeper, 'stateOf'>;
  imageProcessor: ImageProcessor;
  mediaStore: MediaStore;
  /** The members' statement mails, queued in the issuing's transaction and mailed by the alert worker. */
  outbox: Pick<AlertOutbox, 'queueGroupMails'>;
  logError: (message: string, error: unknown) => void;
  /** A member paying his statement by card: the rentals' Connect gateway and the pilots' customers. */
  money: CardMoney;
}

/** Groups (issue 39): the use cases of /api/groups, and the monthly job that issues last month's statements. */
export function groupDeps(d: GroupDepsInput) {
  const repository = new PostgresGroupRepository(d.orm);
  const calendar = new GroupCalendar(d.shares, d.availabilities, d.zones, d.clock);
  const statusOf: AircraftStatusOf = async (share) => {
    const state = await d.keeper.stateOf(share);
    return { status: state.status.status, grounded: !!state.availability.grounded };
  };
  const read = new ReadGroup(repository, d.shares, statusOf, new GroupUpcoming(d.bookings, calendar, d.clock));
  const issuer = new StatementIssuer(repository, d.outbox, d.clock, d.logError);
  const services: GroupServices = {
    listGroups: new ListGroups(repository, d.shares),
    readGroup: read,
    createGroup: new CreateGroup(repository, d.shares, calendar, read, d.unitOfWork, d.clock),
    createFromRequest: new CreateGroupFromRequest(d.bookings, repository, d.shares, d.users, calendar, read, d.unitOfWork, d.clock),
    addMember: new AddGroupMember(repository, d.users, calendar, read, d.unitOfWork),
    changeMember: new ChangeGroupMember(repository, calendar, read, d.unitOfWork),
    leaveGroup: new LeaveGroup(repository, read, d.unitOfWork),
    putRules: new PutGroupRules(repository, read, d.unitOfWork),
    addExpense: new AddGroupExpense(repository, d.imageProcessor, d.mediaStore, calendar, d.unitOfWork, d.clock),
    readReceipt: new ReadReceipt(repository, d.mediaStore),
    recordPayment: new RecordGroupPayment(repository, calendar, d.unitOfWork, d.clock),
    payByCard: new PayGroupByCard(repository, calendar, d.unitOfWork, d.clock, d.money),
    issueStatements: new IssueStatements(repository, issuer, calendar, d.unitOfWork),
    listStatements: new ListStatements(repository),
    statementDocument: new ReadStatementDocument(repository),
    newMemberCost: new NewMemberCost(repository, calendar),
  };
  return {
    repository, services, monthly: new IssueMonthlyStatements(repository, issuer, calendar, d.unitOfWork, d.logError),
    // Card payments whose money did not reach the owner when the member paid: retried with the statements job.
    transfers: new RetryGroupTransfers(repository, d.unitOfWork, d.money),
  };
}
