import Router from '@koa/router';
import type { Context } from 'koa';
import type { InstructorPage } from '../../../application/instructors/browse-instructors.service.js';
import { isOwnProfile } from '../../../application/instructors/instructor-access.js';
import { validationFailed } from '../../../domain/errors.js';
import type { Instructor, InstructorInput } from '../../../domain/instructor/instructor.js';
import type { InstructorList, InstructorView } from '../../../domain/instructor/instructor-view.js';
import type { User } from '../../../domain/user/user.js';
import { InstructorListQuery } from '../dtos/instructor-query.dto.js';
import { parseDto } from '../dtos/parse-dto.js';
import { numericQuery, PageQuery } from '../dtos/share-query.dto.js';
import type { HttpDeps } from '../http-deps.js';
import { toInstructorView } from '../instructor-view.js';
import { readJsonWithFile } from '../multipart.js';
import { parseId } from '../params.js';
import { requireUser, type AuthState } from '../session.js';

const viewerOf = (ctx: Context): User | null => (ctx.state.auth as AuthState | undefined)?.user ?? null;

function pageBody(page: InstructorPage, user: User | null): InstructorList {
  return {
    instructors: page.instructors.map((i) => toInstructorView(i, { isFavorite: page.favorites.has(i.id), canEdit: isOwnProfile(user, i) })),
    count: page.count,
  };
}

/** Comma-joined (or repeated) query values. */
function listParam(value: string | string[] | undefined): string[] {
  const parts = Array.isArray(value) ? value : typeof value === 'string' ? [value] : [];
  return parts.flatMap((p) => p.split(',')).map((p) => p.trim()).filter(Boolean);
}

/** Professional profiles: the caller's own (write, stop, mine), the directory and favourites. */
export function instructorRoutes({ services, trust }: HttpDeps): Router {
  const router = new Router();

  const own = async (user: User, instructor: Instructor) => {
    const favorites = await services.browseInstructors.favoriteIds(user, [instructor.id]);
    return toInstructorView(instructor, { isFavorite: favorites.has(instructor.id), canEdit: true });
  };

  router.post('/instructor', async (ctx: Context) => {
    const user = requireUser(ctx);
    const { json, file } = await readJsonWithFile(ctx, 'instructor', 'avatar');
    const created = await services.createInstructorProfile.execute({ user, input: json as InstructorInput, avatar: file });
    ctx.status = 201;
    ctx.body = toInstructorView(created, { isFavorite: false, canEdit: true });
  });

  router.patch('/instructor', async (ctx: Context) => {
    const user = requireUser(ctx);
    const { json, file } = await readJsonWithFile(ctx, 'instructor', 'avatar');
    ctx.body = await own(user, await services.updateInstructorProfile.execute({ user, input: json as InstructorInput, avatar: file }));
  });

  // The client sends its uid; the call always acts on the caller's own profile.
  router.delete('/instructor', async (ctx: Context) => {
    await services.deleteInstructorProfile.execute(requireUser(ctx));
    ctx.status = 204;
  });

  router.get('/instructor', async (ctx: Context) => {
    const q = await parseDto(InstructorListQuery, numericQuery(ctx.query, ['page', 'limit', 'lat', 'lng', 'radius']));
    if ((q.lat === undefined) !== (q.lng === undefined)) throw validationFailed(['Send lat and lng together']);
    const user = viewerOf(ctx);
    const page = await services.browseInstructors.list(user, {
      page: q.page ?? 1,
      limit: q.limit ?? 10,
      q: q.q,
      tags: listParam(ctx.query.tags),
      near: q.lat !== undefined && q.lng !== undefined ? { lat: q.lat, lng: q.lng } : undefined,
      radiusKm: q.radius,
      sort: q.sort,
      sortDir: q.sortDir,
      fresh: q.fresh === 'true',
    });
    ctx.body = pageBody(page, user);
  });

  router.get('/instructor/mine', async (ctx: Context) => {
    const user = requireUser(ctx);
    ctx.body = await own(user, await services.browseInstructors.mine(user));
  });

  router.get('/instructor/favorite', async (ctx: Context) => {
    const user = requireUser(ctx);
    const q = await parseDto(PageQuery, numericQuery(ctx.query, ['page', 'limit']));
    ctx.body = pageBody(await services.browseInstructors.favorites(user, { page: q.page ?? 1, limit: q.limit ?? 12 }), user);
  });

  for (const [method, favorite] of [['post', true], ['delete', false]] as const) {
    router[method]('/instructor/favorite/:id', async (ctx: Context) => {
      const user = requireUser(ctx);
      const instructorId = parseId(ctx.params.id, 'Professional id');
      await services.browseInstructors.setFavorite(user, instructorId, favorite);
      ctx.body = { instructorId, isFavorite: favorite };
    });
  }

  // After /instructor/mine and /instructor/favorite, which it would otherwise swallow.
  router.get('/instructor/:id', async (ctx: Context) => {
    const user = viewerOf(ctx);
    const instructor = await services.browseInstructors.one(user, parseId(ctx.params.id, 'Professional id'));
    const favorites = user ? await services.browseInstructors.favoriteIds(user, [instructor.id]) : new Set<number>();
    // The shown reviews about the professional's account (issue 16).
    const rating = await trust.ratings.forUser(instructor.userId);
    ctx.body = { ...toInstructorView(instructor, { isFavorite: favorites.has(instructor.id), canEdit: isOwnProfile(user, instructor) }), rating } satisfies InstructorView;
  });

  return router;
}
