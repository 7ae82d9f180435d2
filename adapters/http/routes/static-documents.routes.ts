import Router from '@koa/router';
import type { Context } from 'koa';
import { hourlyRateWorkbook } from '../documents/hourly-rate.workbook.js';
import { timeLogWorkbook } from '../documents/time-log.workbook.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The spreadsheets of the Sharing Documents page, by path under /static. */
export const STATIC_DOCUMENTS = {
  '/static/time-log.xlsx': { filename: 'wingshare-time-log.xlsx', build: timeLogWorkbook },
  '/static/hourly-rate-worksheet.xlsx': { filename: 'wingshare-hourly-rate-worksheet.xlsx', build: hourlyRateWorkbook },
} as const;

/**
 * GET /static/time-log.xlsx and /static/hourly-rate-worksheet.xlsx (outside /api: plain downloads a
 * browser follows). Each file is built on its first request and kept for the life of the process;
 * a failed build is forgotten so the next request tries again.
 */
export function staticDocumentRoutes(): Router {
  const router = new Router();
  for (const [path, doc] of Object.entries(STATIC_DOCUMENTS)) {
    let built: Promise<Buffer> | null = null;
    router.get(path, async (ctx: Context) => {
      built ??= doc.build().catch((error: unknown) => {
        built = null;
        throw error;
      });
      const body = await built;
      ctx.set('Content-Disposition', `attachment; filename="${doc.filename}"`);
      ctx.set('Cache-Control', 'public, max-age=3600');
      ctx.type = XLSX;
      ctx.body = body;
    });
  }
  return router;
}
