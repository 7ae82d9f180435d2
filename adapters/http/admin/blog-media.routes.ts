import Router from '@koa/router';
import type { Context } from 'koa';
import type { AuditedChange } from '../../../application/admin/audited-change.service.js';
import type { UploadBlogImage } from '../../../application/admin/upload-blog-image.service.js';
import { validationFailed } from '../../../domain/errors.js';
import { MAX_IMAGE_BYTES, memoryForm, runFormParser } from '../multipart.js';
import { requireAdmin } from '../session.js';

const form = memoryForm({ fileSize: MAX_IMAGE_BYTES, files: 1, fields: 5, parts: 6 });
const ONE_IMAGE = 'Send one JPEG or PNG image in the form field "file"';

async function readFile(ctx: Context): Promise<Uint8Array> {
  if (!ctx.is('multipart/form-data')) throw validationFailed([ONE_IMAGE]);
  try {
    await runFormParser(ctx, form, (parser) => parser.single('file'));
  } catch (e) {
    const code = (e as { code?: string }).code;
    // Too large keeps its own message (errors middleware); another field name or a second file is this one.
    if (code === 'LIMIT_UNEXPECTED_FILE' || code === 'LIMIT_FILE_COUNT') throw validationFailed([ONE_IMAGE]);
    throw e;
  }
  const file = (ctx.req as unknown as { file?: { buffer: Buffer } }).file;
  if (!file?.buffer.length) throw validationFailed([ONE_IMAGE]);
  return new Uint8Array(file.buffer);
}

/** POST /admin/blog-media: an image for a blog post, checked and re-encoded like listing photos; answers its URL. */
export function blogMediaRoutes(deps: { uploadBlogImage: UploadBlogImage; changes: AuditedChange }): Router {
  const router = new Router();
  router.post('/admin/blog-media', async (ctx: Context) => {
    const admin = requireAdmin(ctx);
    const bytes = await readFile(ctx);
    const stored = await deps.changes.execute({ id: admin.id, username: admin.username }, { action: 'create', resource: 'blog-media' }, async () => {
      const { url } = await deps.uploadBlogImage.execute(bytes);
      return { result: { url }, recordId: url, before: null, after: { url } };
    });
    ctx.status = 201;
    ctx.body = stored;
  });
  return router;
}
