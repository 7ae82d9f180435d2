import Router from '@koa/router';
import type { Context } from 'koa';
import { CONVERSATION_MESSAGES } from '../../../domain/conversation/conversation-rules.js';
import { validationFailed } from '../../../domain/errors.js';
import { fieldErrors } from '../../../domain/field-errors.js';
import type { HttpDeps } from '../http-deps.js';
import { parseId } from '../params.js';
import { requireUser } from '../session.js';
import { siteUrlOf } from '../site-url.js';

/** A JSON object body as sent, for the domain's readers (which name each wrong field). */
export function bodyObject(ctx: Context): Record<string, unknown> {
  const body = ctx.request.body as unknown;
  if (body === undefined) return {};
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw validationFailed(['Send a JSON object']);
  return body as Record<string, unknown>;
}

function beforeOf(raw: unknown): number | null {
  if (raw === undefined || raw === '') return null;
  const s = typeof raw === 'string' ? raw : '';
  if (!/^\d{1,15}$/.test(s) || Number(s) < 1) {
    throw validationFailed([CONVERSATION_MESSAGES.beforeInvalid], CONVERSATION_MESSAGES.beforeInvalid, fieldErrors([['before', [CONVERSATION_MESSAGES.beforeInvalid]]]));
  }
  return Number(s);
}

/**
 * Conversations (issue 16): a user's conversations and the menu's unread count, starting one about a listing
 * or with a person, its messages (read as shown), and blocking. Only its two members see a conversation:
 * anyone else, staff included, gets the 404 of a missing one. Messages taken count toward messagesPerUser.
 */
export function conversationRoutes({ talk, rateLimits, siteAddress }: HttpDeps): Router {
  const router = new Router();
  const userKey = (id: number) => `user:${id}`;

  router.get('/conversations', async (ctx: Context) => {
    ctx.body = await talk.listConversations.execute(requireUser(ctx));
  });

  // Before /conversations/:id routes; cheap: the menu asks it on every page.
  router.get('/conversations/unread', async (ctx: Context) => {
    ctx.body = { unread: await talk.listConversations.unread(requireUser(ctx)) };
  });

  router.post('/conversations', async (ctx: Context) => {
    const user = requireUser(ctx);
    const body = bodyObject(ctx);
    await rateLimits.check('messagesPerUser', userKey(user.id));
    const page = await talk.startConversation.execute(user, body, siteUrlOf(ctx, siteAddress));
    await rateLimits.record('messagesPerUser', userKey(user.id));
    ctx.status = 201;
    ctx.body = page;
  });

  router.get('/conversations/:id/messages', async (ctx: Context) => {
    const user = requireUser(ctx);
    const id = parseId(ctx.params.id, 'Conversation id');
    ctx.body = await talk.readMessages.execute(user, id, beforeOf(ctx.query.before));
  });

  router.post('/conversations/:id/messages', async (ctx: Context) => {
    const user = requireUser(ctx);
    const id = parseId(ctx.params.id, 'Conversation id');
    const body = bodyObject(ctx);
    await rateLimits.check('messagesPerUser', userKey(user.id));
    const message = await talk.sendMessage.execute(user, id, body, siteUrlOf(ctx, siteAddress));
    await rateLimits.record('messagesPerUser', userKey(user.id));
    ctx.status = 201;
    ctx.body = message;
  });

  for (const [method, blocked] of [['post', true], ['delete', false]] as const) {
    router[method]('/conversations/:id/block', async (ctx: Context) => {
      const user = requireUser(ctx);
      ctx.body = await talk.blockConversation.execute(user, parseId(ctx.params.id, 'Conversation id'), blocked);
    });
  }

  return router;
}
