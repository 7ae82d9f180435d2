import Router from '@koa/router';
import type { Context } from 'koa';
import { GROUP_ACCESS_MESSAGES } from '../../../application/groups/group-access.js';
import { notFound, validationFailed } from '../../../domain/errors.js';
import { renderStatementCsv } from '../documents/statement-csv.js';
import { renderStatementPdf } from '../documents/statement-pdf.js';
import { jsonObjectBody } from '../dtos/flights.dto.js';
import { toGroupExpenseView, toGroupPaymentView, toGroupSummaryView, toGroupView, toStatementsView } from '../group-view.js';
import type { HttpDeps } from '../http-deps.js';
import { readJsonWithNamedFiles } from '../multipart.js';
import { parseId } from '../params.js';
import { requireUser } from '../session.js';

const groupId = (ctx: Context) => parseId(ctx.params.id, 'Group id');
const fileName = (s: string) => s.replace(/[^A-Za-z0-9-]+/g, '-').replace(/^-+|-+$/g, '').toLowerCase() || 'group';

/**
 * Groups (issue 39): partnerships and clubs, their members, cost rules, expenses, payments and monthly
 * statements (JSON, PDF, CSV). Every route is signed in; who may see and change what, and every message, is
 * the use cases' and the domain's. Bodies must be JSON objects (400 otherwise), ids whole numbers (400).
 */
export function groupRoutes({ groups: g }: HttpDeps): Router {
  const router = new Router();

  router.get('/groups', async (ctx: Context) => {
    ctx.body = (await g.listGroups.execute(requireUser(ctx))).map(toGroupSummaryView);
  });

  router.post('/groups', async (ctx: Context) => {
    const user = requireUser(ctx);
    ctx.status = 201;
    ctx.body = toGroupView(await g.createGroup.execute(user, jsonObjectBody(ctx)));
  });

  router.post('/groups/from-request/:bookingId', async (ctx: Context) => {
    const user = requireUser(ctx);
    const id = parseId(ctx.params.bookingId, 'Request id');
    ctx.status = 201;
    ctx.body = toGroupView(await g.createFromRequest.execute(user, id));
  });

  router.get('/groups/:id', async (ctx: Context) => {
    const user = requireUser(ctx);
    ctx.body = toGroupView(await g.readGroup.execute(user, groupId(ctx)));
  });

  router.post('/groups/:id/members', async (ctx: Context) => {
    const user = requireUser(ctx);
    const id = groupId(ctx);
    ctx.body = toGroupView(await g.addMember.execute(user, id, jsonObjectBody(ctx)));
  });

  router.patch('/groups/:id/members/:userId', async (ctx: Context) => {
    const user = requireUser(ctx);
    const [id, member] = [groupId(ctx), parseId(ctx.params.userId, 'User id')];
    ctx.body = toGroupView(await g.changeMember.execute(user, id, member, jsonObjectBody(ctx)));
  });

  router.delete('/groups/:id/members/:userId', async (ctx: Context) => {
    const user = requireUser(ctx);
    const [id, member] = [groupId(ctx), parseId(ctx.params.userId, 'User id')];
    ctx.body = toGroupView(await g.leaveGroup.execute(user, id, member, jsonObjectBody(ctx)));
  });

  router.put('/groups/:id/rules', async (ctx: Context) => {
    const user = requireUser(ctx);
    const id = groupId(ctx);
    ctx.body = toGroupView(await g.putRules.execute(user, id, jsonObjectBody(ctx)));
  });

  // JSON, or multipart: the expense as the JSON field `expense` and its receipt photo as `receipt`.
  router.post('/groups/:id/expenses', async (ctx: Context) => {
    const user = requireUser(ctx);
    const id = groupId(ctx);
    const { json, files } = ctx.is('multipart/form-data')
      ? await readJsonWithNamedFiles(ctx, 'expense', ['receipt'])
      : { json: jsonObjectBody(ctx), files: [] };
    if (files.length > 1) throw validationFailed(['Send one receipt photo.'], undefined, { receipt: ['Send one receipt photo.'] });
    const receipt = files[0] ? { bytes: files[0].bytes, filename: files[0].filename } : null;
    ctx.status = 201;
    ctx.body = toGroupExpenseView(id, await g.addExpense.execute(user, id, json, receipt));
  });

  router.get('/groups/:id/expenses/:expenseId/receipt', async (ctx: Context) => {
    const user = requireUser(ctx);
    const [id, expenseId] = [groupId(ctx), parseId(ctx.params.expenseId, 'Expense id')];
    const photo = await g.readReceipt.execute(user, id, expenseId);
    if (!photo) throw notFound(GROUP_ACCESS_MESSAGES.receiptNotFound);
    ctx.type = photo.contentType;
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.body = photo.bytes;
  });

  router.post('/groups/:id/payments', async (ctx: Context) => {
    const user = requireUser(ctx);
    const id = groupId(ctx);
    const { payment, members } = await g.recordPayment.execute(user, id, jsonObjectBody(ctx));
    ctx.status = 201;
    ctx.body = toGroupPaymentView(members, payment);
  });

  // A member pays what he owes by card: the payment, and whether its money has reached the owner's account.
  router.post('/groups/:id/payments/card', async (ctx: Context) => {
    const user = requireUser(ctx);
    const id = groupId(ctx);
    const { payment, members, transferred } = await g.payByCard.execute(user, id, jsonObjectBody(ctx));
    ctx.status = 201;
    ctx.body = { ...toGroupPaymentView(members, payment), transferred };
  });

  router.post('/groups/:id/statements', async (ctx: Context) => {
    const user = requireUser(ctx);
    const id = groupId(ctx);
    const issued = await g.issueStatements.execute(user, id, jsonObjectBody(ctx));
    ctx.status = issued.created ? 201 : 200;
    ctx.body = toStatementsView(issued);
  });

  router.get('/groups/:id/statements', async (ctx: Context) => {
    const user = requireUser(ctx);
    ctx.body = toStatementsView(await g.listStatements.execute(user, groupId(ctx), ctx.query.month));
  });

  // GET .../statements/:statementId.pdf and .csv
  router.get('/groups/:id/statements/:file', async (ctx: Context) => {
    const user = requireUser(ctx);
    const id = groupId(ctx);
    const match = /^(.*)\.(pdf|csv)$/.exec(String(ctx.params.file));
    if (!match) throw notFound(GROUP_ACCESS_MESSAGES.statementNotFound);
    const doc = await g.statementDocument.execute(user, id, parseId(match[1], 'Statement id'));
    const name = `${fileName(doc.group.name)}-${doc.month}-${fileName(doc.member.name)}.${match[2]}`;
    ctx.set('Content-Disposition', `attachment; filename="${name}"`);
    if (match[2] === 'pdf') {
      ctx.type = 'application/pdf';
      ctx.body = await renderStatementPdf(doc);
    } else {
      ctx.type = 'text/csv; charset=utf-8';
      ctx.body = renderStatementCsv(doc);
    }
  });

  router.get('/groups/:id/cost', async (ctx: Context) => {
    const user = requireUser(ctx);
    const id = groupId(ctx);
    const { hours, sharePercent } = ctx.query;
    ctx.body = await g.newMemberCost.execute(user, id, { hours, sharePercent });
  });

  return router;
}
