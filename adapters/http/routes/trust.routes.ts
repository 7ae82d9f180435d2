import Router from '@koa/router';
import type { Context } from 'koa';
import { validationFailed } from '../../../domain/errors.js';
import { fieldErrors } from '../../../domain/field-errors.js';
import type { ReviewRole } from '../../../domain/review/review-view.js';
import type { User } from '../../../domain/user/user.js';
import type { HttpDeps } from '../http-deps.js';
import { parseId } from '../params.js';
import { requireUser, type AuthState } from '../session.js';
import { siteUrlOf } from '../site-url.js';

const viewerOf = (ctx: Context): User | null => (ctx.state.auth as AuthState | undefined)?.user ?? null;

/** A JSON object body (the domain reads its fields and names the wrong ones), or a 400. */
function bodyOf(ctx: Context): Record<string, unknown> {
  const body = ctx.request.body;
  if (body === undefined) return {};
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw validationFailed(['Send a JSON object']);
  return body as Record<string, unknown>;
}

/** An optional whole-number query parameter within [1, max], or a 400 on that field. */
function pageParam(ctx: Context, name: string, max: number): number | undefined {
  const raw = ctx.query[name];
  if (raw === undefined || raw === '') return undefined;
  const n = typeof raw === 'string' && /^\d{1,6}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isInteger(n) || n < 1 || n > max) {
    const message = `${name} must be a whole number from 1 to ${max}`;
    throw validationFailed([message], message, fieldErrors([[name, [message]]]));
  }
  return n;
}

function roleParam(ctx: Context): ReviewRole | undefined {
  const raw = ctx.query.role;
  if (raw === undefined || raw === '') return undefined;
  if (raw === 'pilot' || raw === 'owner') return raw;
  const message = 'role must be pilot or owner';
  throw validationFailed([message], message, fieldErrors([['role', [message]]]));
}

const paging = (ctx: Context) => ({ page: pageParam(ctx, 'page', 100_000), perPage: pageParam(ctx, 'perPage', 50) });

/**
 * Reviews of rentals that took place and questions on listings (issue 16, docs/api.md "Reviews and
 * questions"). Texts are stored as typed (trimmed) and answered as plain text.
 */
export function trustRoutes({ trust, siteAddress }: HttpDeps): Router {
  const router = new Router();

  router.post('/requests/:id/review', async (ctx: Context) => {
    const user = requireUser(ctx);
    const id = parseId(ctx.params.id, 'Request id');
    const body = bodyOf(ctx);
    ctx.status = 201;
    ctx.body = await trust.writeReview.execute(user, id, { stars: body.stars, text: body.text });
  });

  router.post('/reviews/:id/answer', async (ctx: Context) => {
    const user = requireUser(ctx);
    const id = parseId(ctx.params.id, 'Review id');
    ctx.body = await trust.answerReview.execute(user, id, bodyOf(ctx).text);
  });

  router.get('/share/:id/reviews', async (ctx: Context) => {
    const id = parseId(ctx.params.id, 'Listing id');
    ctx.body = await trust.readReviews.forShare(viewerOf(ctx), id, paging(ctx));
  });

  router.get('/user/:id/reviews', async (ctx: Context) => {
    const id = parseId(ctx.params.id, 'Pilot id');
    ctx.body = await trust.readReviews.forUser(viewerOf(ctx), id, roleParam(ctx), paging(ctx));
  });

  router.get('/share/:id/questions', async (ctx: Context) => {
    ctx.body = await trust.listQuestions.execute(viewerOf(ctx), parseId(ctx.params.id, 'Listing id'));
  });

  router.post('/share/:id/questions', async (ctx: Context) => {
    const user = requireUser(ctx);
    const id = parseId(ctx.params.id, 'Listing id');
    const text = bodyOf(ctx).text;
    ctx.status = 201;
    ctx.body = await trust.askQuestion.execute(user, id, text, siteUrlOf(ctx, siteAddress));
  });

  router.post('/questions/:id/answer', async (ctx: Context) => {
    const user = requireUser(ctx);
    const id = parseId(ctx.params.id, 'Question id');
    ctx.body = await trust.answerQuestion.execute(user, id, bodyOf(ctx).text);
  });

  return router;
}
