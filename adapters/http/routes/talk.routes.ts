import type Router from '@koa/router';
import { reportsResource } from '../admin/reports.admin.js';
import { simpleRestRouter } from '../admin/simple-rest.js';
import type { HttpDeps } from '../http-deps.js';
import { conversationRoutes } from './conversations.routes.js';
import { reportRoutes } from './reports.routes.js';

/** Issue 16 "talk": conversations, reports and the back office's reports resource. */
export function talkRouters(deps: HttpDeps): Router[] {
  return [
    conversationRoutes(deps),
    reportRoutes(deps),
    simpleRestRouter(reportsResource(deps.talk.reports, deps.talk.moderateReport), deps.backOffice.changes),
  ];
}
