import type { AddGroupExpense } from '../../application/groups/add-expense.service.js';
import type { AddGroupMember } from '../../application/groups/add-member.service.js';
import type { ChangeGroupMember } from '../../application/groups/change-member.service.js';
import type { CreateGroupFromRequest } from '../../application/groups/create-from-request.service.js';
import type { CreateGroup } from '../../application/groups/create-group.service.js';
import type { IssueStatements } from '../../application/groups/issue-statements.service.js';
import type { LeaveGroup } from '../../application/groups/leave-group.service.js';
import type { ListGroups } from '../../application/groups/list-groups.service.js';
import type { ListStatements } from '../../application/groups/list-statements.service.js';
import type { NewMemberCost } from '../../application/groups/new-member-cost.service.js';
import type { PutGroupRules } from '../../application/groups/put-rules.service.js';
import type { ReadGroup } from '../../application/groups/read-group.service.js';
import type { ReadReceipt } from '../../application/groups/read-receipt.service.js';
import type { RecordGroupPayment } from '../../application/groups/record-payment.service.js';
import type { PayGroupByCard } from '../../application/groups/pay-by-card.service.js';
import type { ReadStatementDocument } from '../../application/groups/statement-document.service.js';

/** Groups' use cases (issue 39, application/groups/) the HTTP adapter is handed in `groups`. */
export interface GroupServices {
  listGroups: ListGroups;
  readGroup: ReadGroup;
  createGroup: CreateGroup;
  createFromRequest: CreateGroupFromRequest;
  addMember: AddGroupMember;
  changeMember: ChangeGroupMember;
  leaveGroup: LeaveGroup;
  putRules: PutGroupRules;
  addExpense: AddGroupExpense;
  readReceipt: ReadReceipt;
  recordPayment: RecordGroupPayment;
  payByCard: PayGroupByCard;
  issueStatements: IssueStatements;
  listStatements: ListStatements;
  statementDocument: ReadStatementDocument;
  newMemberCost: NewMemberCost;
}
