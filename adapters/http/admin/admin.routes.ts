import type Router from '@koa/router';
import type { HttpDeps } from '../http-deps.js';
import { aircraftClaimsResource } from './aircraft-claims.admin.js';
import { airportsResource } from './airports.admin.js';
import { auditLogResource } from './audit-log.admin.js';
import { promotionCodesResource, subscriptionsResource } from './billing.admin.js';
import { blogMediaRoutes } from './blog-media.routes.js';
import { blogPostsResource } from './blog-posts.admin.js';
import { bookingsResource } from './bookings.admin.js';
import { contactMessagesResource } from './contact-messages.admin.js';
import { deleteUserRoutes } from './delete-user.routes.js';
import { flightResolveRoutes, flightsResource } from './flights.admin.js';
import { airworthinessResource } from './airworthiness.admin.js';
import { exportRoutes } from './export.routes.js';
import { instructorsResource } from './instructors.admin.js';
import { outboxResource } from './outbox.admin.js';
import { paymentRefundRoutes, paymentsResource } from './payments.admin.js';
import { reviewsResource } from './reviews.admin.js';
import { sharesResource } from './shares.admin.js';
import { simpleRestRouter } from './simple-rest.js';
import { statsRoutes } from './stats.routes.js';
import { usersResource } from './users.admin.js';

/** Every back-office route: the ra-data-simple-rest resources, the CSV exports, blog images, DELETE /user/{id} and the dashboard's figures. */
export function adminRouters(deps: HttpDeps): Router[] {
  const { admin, backOffice: b } = deps;
  const changes = b.changes;
  return [
    simpleRestRouter(usersResource({ users: admin.users, updateFlags: b.updateUserFlags, deleteUser: b.deleteUser }), changes),
    simpleRestRouter(instructorsResource(b.instructors, b.moderateProfessionals), changes),
    simpleRestRouter(sharesResource(b.shares, deps.services.manageShare, deps.siteAddress), changes),
    simpleRestRouter(airportsResource(b.airports, b.correctAirport), changes),
    simpleRestRouter(subscriptionsResource(admin.subscriptions, admin.priceIds), changes),
    ...(admin.promotionCodes ? [simpleRestRouter(promotionCodesResource(admin.promotionCodes), changes)] : []),
    simpleRestRouter(outboxResource(admin.outbox), changes),
    simpleRestRouter(bookingsResource(admin.bookings, deps.services.describeBookings, deps.services.changeRequest), changes),
    simpleRestRouter(flightsResource(deps.services), changes),
    flightResolveRoutes(deps.services),
    simpleRestRouter(paymentsResource(deps.money, deps.connect), changes),
    paymentRefundRoutes(deps.money, deps.connect),
    simpleRestRouter(airworthinessResource(deps.maintenance), changes),
    simpleRestRouter(contactMessagesResource(b.contactMessages), changes),
    simpleRestRouter(aircraftClaimsResource(b.aircraftClaims), changes),
    simpleRestRouter(reviewsResource(deps.trust.moderateReviews), changes),
    simpleRestRouter(blogPostsResource(b.blogPosts, b.saveBlogPost), changes),
    simpleRestRouter(auditLogResource(b.auditLog), changes),
    blogMediaRoutes({ uploadBlogImage: b.uploadBlogImage, changes }),
    exportRoutes({ exports: b.exports, auditLog: b.auditLog, clock: deps.clock }),
    deleteUserRoutes({ deleteUser: b.deleteUser, changes }),
    statsRoutes({ siteStats: b.siteStats }),
  ];
}
