/**
 * Groups over HTTP (issue 39; docs/api.md "Groups"): the caller's groups, one group's page, and what its
 * owner or treasurer changes. Bodies go as the forms read them (domain/group/group-input.ts runs first),
 * so the server's own rules name what is wrong with the same messages.
 */
import type {
  GroupExpenseView, GroupPaymentView, GroupSummaryView, GroupView, NewMemberCostView, StatementsView,
} from '../../../../../domain/group/group-view';
import { apiRequest, apiUrl } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download-file';
import type { ShareList } from '../../../lib/share-view';

export interface MemberBody {
  /** His account's number, or his email (one of the two). */
  userId?: unknown;
  email?: string;
  role: string;
  sharePercent: unknown;
  since: string;
}

export interface RulesBody {
  from: string;
  duesCents: unknown;
  duesSplit: string;
  hourlyRateCents: unknown;
  basis: string;
  wet: boolean;
  reservesPerHourCents: { engine: unknown; propeller: unknown };
  aircraft?: unknown[];
  limits?: { maxActiveBookings: unknown; maxWeekendDaysPerMonth: unknown };
}

export interface ExpenseBody {
  date: string;
  kind: string;
  description: string;
  amountCents: unknown;
  split: string;
  shareId: number | null;
  fromReserve: 'engine' | 'propeller' | null;
}

export interface PaymentBody {
  userId: unknown;
  amountCents: unknown;
  date: string;
}

/** GET /api/groups: the caller's groups (those he has left too). */
export const getGroups = (signal?: AbortSignal) => apiRequest<GroupSummaryView[]>('/groups', { signal });

/** POST /api/groups: the caller becomes its owner member. */
export const createGroup = (body: { name: string; shareIds: number[] }) => apiRequest<GroupView>('/groups', { method: 'POST', json: body });

/** GET /api/groups/:id */
export const getGroup = (id: number, signal?: AbortSignal) => apiRequest<GroupView>(`/groups/${id}`, { signal });

/** POST /api/groups/:id/members */
export const addMember = (id: number, body: MemberBody) => apiRequest<unknown>(`/groups/${id}/members`, { method: 'POST', json: body });

/** PATCH /api/groups/:id/members/:userId: a member's new role or share, from the next statement issued. */
export const changeMember = (id: number, userId: number, body: { role?: 'member' | 'treasurer' | 'owner'; sharePercent?: number | string | null }) =>
  apiRequest<unknown>(`/groups/${id}/members/${userId}`, { method: 'PATCH', json: body });

/** DELETE /api/groups/:id/members/:userId: the member leaves after `until`; his history stays. */
export const markLeaving = (id: number, userId: number, until: string) =>
  apiRequest<unknown>(`/groups/${id}/members/${userId}`, { method: 'DELETE', json: { until } });

/** PUT /api/groups/:id/rules: a rule set from its `from` day. */
export const setRules = (id: number, body: RulesBody) => apiRequest<unknown>(`/groups/${id}/rules`, { method: 'PUT', json: body });

/** POST /api/groups/:id/expenses: JSON, or multipart (the same fields as text, read again by the same reader, and a `receipt` image) with a receipt. */
export function addExpense(id: number, body: ExpenseBody, receipt: File | null) {
  if (!receipt) return apiRequest<GroupExpenseView>(`/groups/${id}/expenses`, { method: 'POST', json: body });
  // The server's multipart contract: the expense as the JSON field `expense`, the photo as `receipt`.
  const form = new FormData();
  form.set('expense', JSON.stringify(body));
  form.set('receipt', receipt, receipt.name);
  return apiRequest<GroupExpenseView>(`/groups/${id}/expenses`, { method: 'POST', formData: form });
}

/** POST /api/groups/:id/statements: issues the month's statements (and earlier unissued months first). */
export const issueStatements = (id: number, month: string) => apiRequest<StatementsView>(`/groups/${id}/statements`, { method: 'POST', json: { month } });

/** GET /api/groups/:id/statements?month= : a member sees his own entry, a manager everyone's. */
export const getStatements = (id: number, month: string, signal?: AbortSignal) =>
  apiRequest<StatementsView>(`/groups/${id}/statements`, { query: { month }, signal });

/** The address of one member's statement as a file (the link's href; the click fetches it with the version header). */
export const statementFileUrl = (id: number, statementId: number, format: 'pdf' | 'csv') => apiUrl(`/groups/${id}/statements/${statementId}.${format}`);

/** Fetches a statement's PDF or CSV and saves it under the server's file name; answers that name. */
export const downloadStatement = (id: number, statementId: number, format: 'pdf' | 'csv'): Promise<string> =>
  downloadFile(statementFileUrl(id, statementId, format), format === 'pdf' ? 'application/pdf' : 'text/csv', `wingshare-statement-${statementId}.${format}`);

/** POST /api/groups/:id/payments */
export const recordPayment = (id: number, body: PaymentBody) => apiRequest<GroupPaymentView>(`/groups/${id}/payments`, { method: 'POST', json: body });

/** POST /api/groups/:id/payments/card: the caller pays his balance by card; `key` is the same for every retry of one payment. */
export const payByCard = (id: number, body: { amountCents: number; paymentMethodId: string; key: string }) =>
  apiRequest<GroupPaymentView & { transferred: boolean }>(`/groups/${id}/payments/card`, { method: 'POST', json: body });

/** GET /api/groups/:id/cost?hours=&sharePercent= : what a new member would pay a month. */
export const getNewMemberCost = (id: number, hours: number, sharePercent: number | null, signal?: AbortSignal) =>
  apiRequest<NewMemberCostView>(`/groups/${id}/cost`, { query: { hours, sharePercent }, signal });

/** GET /api/share/mine, every page: the caller's listings, to choose a new group's aircraft from. */
export async function getAllMyShares(signal?: AbortSignal): Promise<ShareList['shares']> {
  const shares: ShareList['shares'] = [];
  for (let page = 1; page <= 20; page++) {
    const list = await apiRequest<ShareList>('/share/mine', { query: { page, limit: 50 }, signal });
    shares.push(...list.shares);
    if (list.shares.length === 0 || shares.length >= list.count) break;
  }
  return shares;
}
