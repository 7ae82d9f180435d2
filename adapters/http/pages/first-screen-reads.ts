import type Koa from 'koa';
import type { Middleware } from 'koa';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { API_VERSION } from '../middleware/version.middleware.js';

/** One API answer embedded in a server-rendered page. */
export interface FirstScreenAnswer {
  status: number;
  body: unknown;
}

/**
 * The public reads a page's first screen may embed: lists and single items anyone may see. Anything else
 * a page asks for while it renders is left to the browser.
 */
const READABLE = [
  /^\/api\/share$/,
  /^\/api\/share\/\d+\/reviews$/,
  /^\/api\/share\/\d+\/questions$/,
  /^\/api\/instructor$/,
  /^\/api\/search$/,
  /^\/api\/search\/count$/,
  /^\/api\/blog$/,
  /^\/api\/blog\/[^/]+$/,
  /^\/api\/meta\/geoip$/,
  /^\/api\/places\/geocode$/,
  /^\/api\/plans$/,
  /^\/api\/config$/,
  /^\/api\/airport\/shares$/,
];

const MAX_READS = 12;

/**
 * Reads API GETs for a server-rendered page through the API's own routes, in process: the same services,
 * validation, views and error answers a browser's request gets, as a signed-out visitor from `ip` (the
 * page's markup is the same for everyone; the browser fills in the user after hydration). Answers of 500
 * and above are left out: the browser asks again itself.
 */
export function firstScreenReader(app: Koa, api: Middleware) {
  return async (urls: string[], ip: string): Promise<Record<string, FirstScreenAnswer>> => {
    const wanted = urls.filter((url) => READABLE.some((pattern) => pattern.test(url.split('?')[0]!))).slice(0, MAX_READS);
    const answers = await Promise.all(wanted.map((url) => readOne(app, api, url, ip)));
    return Object.fromEntries(wanted.flatMap((url, i) => (answers[i] && answers[i].status < 500 ? [[url, answers[i]]] : [])));
  };
}

async function readOne(app: Koa, api: Middleware, url: string, ip: string): Promise<FirstScreenAnswer> {
  const req = new IncomingMessage(new Socket());
  req.method = 'GET';
  req.url = url;
  req.headers = { 'accept-version': API_VERSION, accept: 'application/json' };
  const ctx = app.createContext(req, new ServerResponse(req));
  ctx.request.ip = ip;
  await api(ctx, async () => undefined);
  // A route may answer JSON already written as bytes (the map search): the page embeds the value.
  const body: unknown = ctx.body;
  return { status: ctx.status, body: Buffer.isBuffer(body) && ctx.response.is('json') ? JSON.parse(body.toString('utf8')) : body };
}
