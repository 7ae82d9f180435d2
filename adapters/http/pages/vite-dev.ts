import type { Context, Next } from 'koa';
import path from 'node:path';

/**
 * `npm run dev`: both web apps served by Vite in middleware mode (hot module reload), mounted in the Koa
 * app so the site, the back office and the API share one origin, as in production.
 */
export async function viteDevMiddleware(apps: { publicDir: string; adminDir: string; port: number }) {
  const { createServer } = await import('vite');
  const make = (dir: string, hmrPort: number) =>
    createServer({
      configFile: path.join(dir, 'vite.config.ts'),
      server: { middlewareMode: true, hmr: { port: hmrPort } },
      appType: 'spa',
    });
  const publicVite = await make(apps.publicDir, apps.port + 1);
  const adminVite = await make(apps.adminDir, apps.port + 2);

  const middleware = async (ctx: Context, next: Next) => {
    if (ctx.path.startsWith('/api/') || ctx.path.startsWith('/media/')) return next();
    const vite = ctx.path === '/admin' || ctx.path.startsWith('/admin/') ? adminVite : publicVite;
    ctx.respond = false;
    const handled = await new Promise<boolean>((resolve) => {
      ctx.res.once('finish', () => resolve(true));
      vite.middlewares(ctx.req, ctx.res, () => resolve(false));
    });
    if (!handled) {
      ctx.respond = true;
      await next();
    }
  };
  return { middleware, close: () => Promise.all([publicVite.close(), adminVite.close()]) };
}
