import type { Context } from 'koa';
import type { SiteAddress } from './site-address.js';

/**
 * The site's address for the links a request's mail carries: PUBLIC_URL, or the protocol and host the
 * request came to (Koa reads X-Forwarded-Proto and -Host with TRUST_PROXY) when they are this machine's.
 */
export const siteUrlOf = (ctx: Context, siteAddress: SiteAddress): string => siteAddress.forRequest({ protocol: ctx.protocol, host: ctx.host });

/**
 * The address alerts queued by this request remember for the worker's mails: the request's own when PUBLIC_URL
 * is not set and it is this machine's; otherwise none (the worker's own address is the same or better).
 */
export const alertSiteUrlOf = (ctx: Context, siteAddress: SiteAddress): string | undefined =>
  siteAddress.requestOrigin({ protocol: ctx.protocol, host: ctx.host }) ?? undefined;
