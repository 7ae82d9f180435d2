import Router from '@koa/router';
import type { Context } from 'koa';
import { DomainError, validationFailed } from '../../../domain/errors.js';
import { LOGBOOK_MESSAGES as M } from '../../../domain/pilot/logbook/logbook-messages.js';
import type { HttpDeps } from '../http-deps.js';
import { memoryForm, runFormParser } from '../multipart.js';
import { requireUser } from '../session.js';

const MB = 1024 * 1024;
/** A 50,000-flight export is about 20 MB; anything larger is not a logbook. */
export const MAX_LOGBOOK_MB = 25;
const LIMIT_MESSAGE = 'limit must be a whole number, 0 or more';
const form = memoryForm({ fileSize: MAX_LOGBOOK_MB * MB, files: 1, fields: 5, parts: 6 });

/** A file over the limit: 413 with the logbook's own words (the errors middleware keys the status on `status`). */
class LogbookTooLarge extends DomainError {
  readonly status = 413;
  constructor() {
    const message = M.tooLarge(MAX_LOGBOOK_MB);
    super('payload_too_large', message, [message], undefined, { file: [message] });
  }
}

async function readLogbookUpload(ctx: Context): Promise<Uint8Array | undefined> {
  if (!ctx.is('multipart/form-data')) throw validationFailed([M.noFile], M.noFile, { file: [M.noFile] });
  const declared = ctx.request.length;
  if (declared !== undefined && declared > form.maxBytes) throw new LogbookTooLarge();
  try {
    await runFormParser(ctx, form, (parser) => parser.single('file'));
  } catch (e) {
    const code = (e as { code?: string }).code;
    if (code === 'LIMIT_FILE_SIZE' || (e as { status?: number }).status === 413) throw new LogbookTooLarge();
    if (code === 'LIMIT_UNEXPECTED_FILE' || code === 'LIMIT_FILE_COUNT') throw validationFailed([M.noFile], M.noFile, { file: [M.noFile] });
    throw e;
  }
  const file = (ctx.req as unknown as { file?: { buffer: Buffer } }).file;
  return file?.buffer.length ? new Uint8Array(file.buffer) : undefined;
}

/** /user/logbook (issue 40): the signed-in pilot's imported log, its import (preview, or saved with ?commit=true) and its removal. */
export function logbookRoutes(deps: Pick<HttpDeps, 'logbook'>): Router {
  const router = new Router();

  // ?limit=N answers only the N latest flights (total, hours, totals and currency still count them all).
  router.get('/user/logbook', async (ctx: Context) => {
    const user = requireUser(ctx);
    const raw = ctx.query.limit;
    const limit = raw === undefined ? null : Number(raw);
    if (limit !== null && (!Number.isInteger(limit) || limit < 0)) throw validationFailed([LIMIT_MESSAGE], LIMIT_MESSAGE, { limit: [LIMIT_MESSAGE] });
    const log = await deps.logbook.read(user);
    ctx.body = limit === null ? log : { ...log, flights: log.flights.slice(0, limit) };
  });

  router.post('/user/logbook/import', async (ctx: Context) => {
    const user = requireUser(ctx);
    const commit = ctx.query.commit === 'true' || ctx.query.commit === '1';
    const bytes = await readLogbookUpload(ctx);
    ctx.body = await deps.logbook.import(user, bytes, commit);
  });

  router.delete('/user/logbook', async (ctx: Context) => {
    await deps.logbook.clear(requireUser(ctx));
    ctx.status = 204;
  });

  return router;
}
