import Router from '@koa/router';
import type { Context } from 'koa';
import { DomainError } from '../../../domain/errors.js';
import type { PublicConfig } from '../../../domain/site/public-config.js';
import type { HttpDeps } from '../http-deps.js';

/** What the browser needs to know about this installation, and the ALTCHA challenge. */
export function configRoutes({ humanCheck, recaptchaSiteKey, social, mapTileUrl }: HttpDeps): Router {
  const router = new Router();

  router.get('/config', (ctx: Context) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = {
      humanCheck: humanCheck.kind,
      recaptchaSiteKey: humanCheck.kind === 'recaptcha' ? recaptchaSiteKey : null,
      social: { google: !!social.google, facebook: !!social.facebook },
      mapTileUrl,
    } satisfies PublicConfig;
  });

  router.get('/captcha/challenge', async (ctx: Context) => {
    if (!humanCheck.createChallenge) throw new DomainError('not_found', 'This site does not use ALTCHA');
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await humanCheck.createChallenge();
  });

  return router;
}
