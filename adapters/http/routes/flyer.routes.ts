import Router from '@koa/router';
import type { Context } from 'koa';
import type { HttpDeps } from '../http-deps.js';
import { listingFlyerRenderer } from '../documents/listing-flyer-pdf.js';
import { pdfText } from '../documents/pdf-text.js';
import { parseId } from '../params.js';
import type { AuthState } from '../session.js';
import { siteUrlOf } from '../site-url.js';

/** "Łódź Skyhawk – ¼ share" to "lodz-skyhawk-share": ASCII letters and digits, whole words, at most 60 characters. */
function fileName(title: string): string {
  const words = pdfText(title).normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);
  let name = '';
  for (const word of words) {
    const next = name ? `${name}-${word}` : word;
    if (next.length > 60) break;
    name = next;
  }
  return name || words[0]?.slice(0, 60) || 'listing';
}

/**
 * GET /share/:id/flyer.pdf (issue 41): the listing's printable flyer, for anyone who may see the listing
 * (404 otherwise, as GET /share?id=). Opened by the owner's Print flyer link in a new tab, so it is one of
 * the version header's exempt GETs (version.middleware.ts). Its QR code carries the listing's link on the
 * site's address (PUBLIC_URL, or the address the request came to when it is this machine's).
 */
export function flyerRoutes({ services, siteAddress, rateLimits }: HttpDeps): Router {
  const router = new Router();
  const renderListingFlyerPdf = listingFlyerRenderer();
  router.get('/share/:id/flyer.pdf', async (ctx: Context) => {
    const viewer = (ctx.state.auth as AuthState | undefined)?.user ?? null;
    const id = parseId(ctx.params.id, 'Listing id');
    await rateLimits.consume('flyersPerIp', `ip:${ctx.ip}`); // drawing one costs real CPU (FLYER_LIMIT_PER_IP)
    const flyer = await services.listingFlyer.execute(viewer, id);
    const link = `${siteUrlOf(ctx, siteAddress).replace(/\/+$/, '')}${flyer.content.linkPath}`;
    const pdf = await renderListingFlyerPdf(flyer, link);
    ctx.type = 'application/pdf';
    ctx.set('Content-Disposition', `inline; filename="${fileName(flyer.content.title)}-flyer.pdf"`);
    // The owner may see his inactive listing's flyer: kept in his browser only, and briefly (an edit shows soon).
    ctx.set('Cache-Control', 'private, max-age=300');
    ctx.body = pdf;
  });
  return router;
}
