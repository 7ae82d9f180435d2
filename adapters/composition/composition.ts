import { MemberBookings } from '../../application/bookings/member-booking.service.js';
import { RequestContext } from '@mikro-orm/core';
import type { MikroORM } from '@mikro-orm/postgresql';
import path from 'node:path';
import { AirportChoice } from '../../application/accounts/airport-choice.js';
import { AirportFavorites } from '../../application/accounts/airport-favorites.service.js';
import { AvatarUpload } from '../../application/accounts/avatar-upload.js';
import { ConfirmEmailChange } from '../../application/accounts/confirm-email-change.service.js';
import { ConfirmPasswordReset } from '../../application/accounts/confirm-password-reset.service.js';
import { RequestEmailChange } from '../../application/accounts/request-email-change.js';
import { CountUsers } from '../../application/accounts/count-users.service.js';
import { CurrentUser } from '../../application/accounts/current-user.service.js';
import { LogIn } from '../../application/accounts/log-in.service.js';
import { LogOut } from '../../application/accounts/log-out.service.js';
import { ReadPilotProfile } from '../../application/accounts/read-pilot-profile.service.js';
import { RequestPasswordReset } from '../../application/accounts/request-password-reset.service.js';
import { SearchAirports } from '../../application/accounts/search-airports.service.js';
import { AutocompletePlaces } from '../../application/places/autocomplete-places.service.js';
import { GeocodePlace } from '../../application/places/geocode-place.service.js';
import { LocateVisitor } from '../../application/places/locate-visitor.service.js';
import { ReverseGeocode } from '../../application/places/reverse-geocode.service.js';
import { GeoipLocator } from '../geo/geoip-locator.js';
import { ZipcodeGeocoder } from '../geo/zipcode-geocoder.js';
import { SignUp } from '../../application/accounts/sign-up.service.js';
import { SocialLogin } from '../../application/accounts/social-login.service.js';
import { UpdateProfile } from '../../application/accounts/update-profile.service.js';
import { CurrentPassword } from '../../application/accounts/current-password.js';
import { DeleteOwnAccount } from '../../application/accounts/delete-own-account.service.js';
import { EmailChangedNotice } from '../../application/accounts/email-changed-notice.js';
import type { HumanCheck } from '../../application/ports/human-check.js';
import type { PaymentGateway } from '../../application/ports/payment-gateway.js';
import { BillingProfileReader } from '../../application/subscriptions/billing-profile.service.js';
import { ChangeCancellation } from '../../application/subscriptions/change-cancellation.service.js';
import { EnsureCustomer } from '../../application/subscriptions/ensure-customer.service.js';
import { Subscribe } from '../../application/subscriptions/subscribe.service.js';
import { SubscriptionLedger } from '../../application/subscriptions/subscription-ledger.js';
import { SubscriptionPolicy } from '../../application/subscriptions/subscription-policy.js';
import { plansFor, SANDBOX_PRICE_IDS } from '../../domain/subscription/plans.js';
import { SandboxPaymentGateway } from '../payments/sandbox-payment.gateway.js';
import { BrowseShares } from '../../application/shares/browse-shares.service.js';
import { ReadListingFlyer } from '../../application/shares/listing-flyer.service.js';
import { LookupTailNumber } from '../../application/shares/lookup-tail-number.service.js';
import { CreateShare, ManageShare, UpdateShare } from '../../application/shares/share-commands.service.js';
import { DEFAULT_DELIVERY_SETTINGS, DeliverAlerts } from '../../application/alerts/deliver-alerts.service.js';
import { ListingAlerts } from '../../application/alerts/listing-alerts.service.js';
import { UnsubscribeFromAlerts } from '../../application/alerts/unsubscribe-from-alerts.service.js';
import { PostgresAlertOutbox } from '../persistence/postgres-alert-outbox.js';
import { PostgresConversationRepository } from '../persistence/postgres-conversation.repository.js';
import { HmacUnsubscribeTokens } from '../security/hmac-unsubscribe-tokens.js';
import { AlertWorker } from '../workers/alert-worker.js';
import { PeriodicJob } from '../workers/periodic-job.js';
import { ShareWriter } from '../../application/shares/share-writer.js';
import { BrowseInstructors } from '../../application/instructors/browse-instructors.service.js';
import { CreateInstructorProfile } from '../../application/instructors/create-instructor-profile.service.js';
import { DeleteAccountWithProfile } from '../../application/instructors/delete-account-with-profile.service.js';
import { DeleteAccountInTransaction } from '../../application/accounts/delete-account-in-transaction.js';
import { DeleteInstructorProfile } from '../../application/instructors/delete-instructor-profile.service.js';
import { InstructorProfileWriter } from '../../application/instructors/instructor-profile-writer.js';
import { UpdateInstructorProfile } from '../../application/instructors/update-instructor-profile.service.js';
import { PostgresInstructorRepository } from '../persistence/postgres-instructor.repository.js';
import { PostgresPersonLinks } from '../persistence/postgres-person-links.js';
import { PostgresShareRepository } from '../persistence/postgres-share.repository.js';
import { AirportShares } from '../../application/search/airport-shares.service.js';
import { SearchMap } from '../../application/search/search-map.service.js';
import { SearchTotals } from '../../application/search/search-totals.service.js';
import { PostgresSearchRepository } from '../persistence/search/postgres-search.repository.js';
import { PRIMARY_ONLY } from '../../application/ports/read-routing.js';
import { readReplicasFor } from './read-replicas.composition.js';
import { PostgresAircraftRegistry } from '../registry/postgres-aircraft.registry.js';
import { StripePaymentGateway } from '../payments/stripe-payment.gateway.js';
import { StripeWebhookHandler } from '../payments/stripe-webhook.js';
import { PostgresPromotionCodeRepository } from '../persistence/postgres-promotion-code.repository.js';
import { PostgresSubscriptionRepository } from '../persistence/postgres-subscription.repository.js';
import { systemClock, type Clock } from '../../application/ports/security.js';
import { AltchaHumanCheck } from '../captcha/altcha-human-check.js';
import { PostgresUsedAnswers } from '../captcha/postgres-used-answers.js';
import { DisabledHumanCheck } from '../captcha/disabled-human-check.js';
import { RecaptchaHumanCheck } from '../captcha/recaptcha-human-check.js';
import type { Config } from './config.js';
import { createHttpApp } from '../http/app.js';
import type { HttpDeps } from '../http/http-deps.js';
import { OutboxMailer } from '../mail/outbox-mailer.js';
import { SmtpMailer } from '../mail/smtp-mailer.js';
import { JimpImageProcessor } from '../media/jimp-image-processor.js';
import { LocalMediaStore } from '../media/local-media-store.js';
import { S3MediaStore } from '../media/s3-media-store.js';
import { MikroOrmAirportRepository } from '../persistence/mikro-orm-airport.repository.js';
import { MikroOrmOutboxRepository } from '../persistence/mikro-orm-outbox.repository.js';
import { MikroOrmUserRepository } from '../persistence/mikro-orm-user.repository.js';
import { PostgresEmailChangeTokens } from '../persistence/postgres-email-change.tokens.js';
import { PostgresPasswordResetTokens } from '../persistence/postgres-password-reset.tokens.js';
import { PostgresSessionStore } from '../persistence/postgres-session.store.js';
import { Argon2PasswordHasher } from '../security/argon2-password.hasher.js';
import { MemoryRateLimits } from '../security/rate-limits/memory-rate-limits.js';
import { RateLimitedLoginThrottle } from '../security/rate-limits/rate-limited-login.throttle.js';
import { RedisRateLimits } from '../security/rate-limits/redis-rate-limits.js';
import { backOfficeDeps } from './back-office.composition.js';
import { SiteAddress } from '../http/site-address.js';
import { AfterCommitMediaStore } from '../media/after-commit-media-store.js';
import { CatalogedMediaStore } from '../media/cataloged-media-store.js';
import { PostgresImageCatalog } from '../persistence/postgres-image-catalog.js';
import { MakeImageVariants } from '../../application/media/make-image-variants.service.js';
import { MikroOrmUnitOfWork } from '../persistence/mikro-orm-unit-of-work.js';
import { ListBlogPosts } from '../../application/blog/list-blog-posts.service.js';
import { ReadBlogPost } from '../../application/blog/read-blog-post.service.js';
import type { BlogSource } from '../../application/ports/blog-source.js';
import { BuildSitemap } from '../../application/seo/build-sitemap.service.js';
import { DescribePage } from '../../application/seo/describe-page.service.js';
import { DatabaseBlogSource } from '../blog/database-blog-source.js';
import { SanitizeHtmlSanitizer } from '../blog/sanitize-html.sanitizer.js';
import { WordPressBlogSource } from '../blog/wordpress-blog-source.js';
import { PostgresBlogPostRepository } from '../persistence/postgres-blog-post.repository.js';
import { PostgresSitemapSource } from '../persistence/postgres-sitemap.source.js';
import { GetAvailability, ManageBlockedPeriods, UpdateAvailability } from '../../application/bookings/availability.service.js';
import { ChangeRequest } from '../../application/bookings/change-request.service.js';
import { UndoDecision } from '../../application/bookings/undo-decision.service.js';
import { CountNeedsAnswer } from '../../application/bookings/needs-answer.service.js';
import { CreateRequest } from '../../application/bookings/create-request.service.js';
import { ExpireDueRequests } from '../../application/bookings/expire-requests.service.js';
import { GroundAircraft } from '../../application/bookings/ground-aircraft.service.js';
import { DescribeBookings } from '../../application/bookings/booking-details.service.js';
import { CalendarFeeds } from '../../application/bookings/calendar-feeds.service.js';
import { BookingNotices } from '../../application/bookings/booking-notices.js';
import { PostgresBillingRulesRepository } from '../persistence/postgres-billing-rules.repository.js';
import { PostgresFlightRepository } from '../persistence/postgres-flight.repository.js';
import { flightDeps } from './flights.composition.js';
import { PostgresBookingPaymentRepository } from '../persistence/postgres-booking-payment.repository.js';
import { paymentsDeps } from './payments.composition.js';
import { maintenanceDeps } from './maintenance.composition.js';
import { groupDeps } from './groups.composition.js';
import { partnerDeps } from './partners.composition.js';
import { PostgresAuditLog } from '../persistence/postgres-audit-log.js';
import { PostgresCalendarFeedTokens } from '../persistence/postgres-calendar-feeds.js';
import { ListRequests } from '../../application/bookings/list-requests.service.js';
import { ShareCalendar } from '../../application/bookings/share-calendar.service.js';
import { TzLookupTimeZoneFinder } from '../geo/tz-lookup-time-zones.js';
import { PilotRecords } from '../../application/pilots/pilot-records.service.js';
import { PilotLogbook } from '../../application/pilots/logbook.service.js';
import { PostgresLogbookRepository } from '../persistence/postgres-logbook.repository.js';
import { QualifiedFilters } from '../../application/search/qualified-filters.js';
import { Qualifications } from '../../application/pilots/qualification.service.js';
import { PostgresGroupRepository } from '../persistence/postgres-group.repository.js';
import { PilotEvidence } from '../../application/pilots/pilot-evidence.js';
import { PostgresPilotRecordRepository } from '../persistence/postgres-pilot-record.repository.js';
import { PostgresPilotSources } from '../persistence/postgres-pilot-sources.js';
import { FaaMatchPilot } from '../../application/pilots/faa-match.service.js';
import { PostgresAirmenDirectory } from '../airmen/postgres-airmen.directory.js';
import { PostgresFaaMatchStore } from '../airmen/postgres-faa-match.store.js';
import { PostgresAvailabilityRepository } from '../persistence/postgres-availability.repository.js';
import { PostgresBookingRepository } from '../persistence/postgres-booking.repository.js';
import { trustDeps } from './trust.composition.js';
import { talkDeps } from './talk.composition.js';

export interface Overrides {
  clock?: Clock;
  humanCheck?: HumanCheck;
  web?: HttpDeps['web'];
  social?: HttpDeps['social'];
  paymentGateway?: PaymentGateway;
  /** Points the Stripe SDK at a local server (tests). */
  stripeServer?: { host: string; port: number; protocol: 'http' | 'https' };
}

export const log = (line: string) => console.log(`[wingshare] ${line}`);
export const logError = (message: string, error: unknown) =>
  console.error(`[wingshare] ${message}:`, error instanceof Error ? (error.stack ?? error.message) : error);

/** The composition root: the one place that news up adapters and hands them to the use cases. */
export function compose(orm: MikroORM, config: Config, overrides: Overrides = {}) {
  const clock = overrides.clock ?? systemClock;
  const users = new MikroOrmUserRepository(orm);
  const airports = new MikroOrmAirportRepository(orm);
  const outbox = new MikroOrmOutboxRepository(orm);
  const sessions = new PostgresSessionStore(orm, config.sessions);
  const resetTokens = new PostgresPasswordResetTokens(orm);
  const emailChangeTokens = new PostgresEmailChangeTokens(orm);
  const hasher = new Argon2PasswordHasher(config.passwordHashing);
  const mediaRoot = path.join(config.dataDir, 'media');
  const imageProcessor = new JimpImageProcessor();
  // One transaction per admin change (with its audit entry); stored files are removed only after a commit.
  const unitOfWork = new MikroOrmUnitOfWork(orm, logError);
  // MEDIA_STORE=s3: one bucket for every app process, served by the app at the same /media URLs.
  const s3Media = config.s3Media ? new S3MediaStore({ ...config.s3Media, publicPrefix: '/media', logError }) : null;
  // Each stored image's size and copies are recorded for the repositories to answer with it (media_images).
  const imageCatalog = new PostgresImageCatalog(orm);
  const storedMedia = new CatalogedMediaStore(s3Media ?? new LocalMediaStore({ root: mediaRoot, publicPrefix: '/media' }), imageCatalog);
  const mediaStore = new AfterCommitMediaStore(storedMedia, unitOfWork);
  const avatars = new AvatarUpload(imageProcessor, mediaStore);
  // DATABASE_REPLICA_URLS (issue 43): the repositories of public reads are built on each database, and a public
  // read's calls go to a replica that serves (read-replicas.ts); the others are the primary's alone.
  const replicaReads = readReplicasFor(orm, config, log, logError);
  const onEach = <T extends object>(make: (on: MikroORM) => T): T => (replicaReads ? replicaReads.route(make) : make(orm));
  const shares = onEach((on) => new PostgresShareRepository(on));
  const search = onEach((on) => new PostgresSearchRepository(on));
  const mailer = new OutboxMailer(outbox, log, config.smtp ? new SmtpMailer(config.smtp) : undefined);
  // New-listing alerts: queued in the share's transaction, mailed by the worker (alerts.worker below).
  const alertOutbox = new PostgresAlertOutbox(orm);
  const unsubscribeTokens = new HmacUnsubscribeTokens(config.alertTokenKey);
  // Mail links: PUBLIC_URL, or the address a request came to (when it is this machine's), or the start-up banner's.
  const siteAddress = new SiteAddress({ publicUrl: config.publicUrlFromEnv ? config.publicUrl : null, host: config.host, port: config.port });
  const deliverAlerts = new DeliverAlerts(alertOutbox, mailer, unsubscribeTokens, clock, { ...DEFAULT_DELIVERY_SETTINGS, publicUrl: siteAddress.fallback });
  // Abuse limits: shared by every app process through Redis when REDIS_URL is set, else counted here.
  const redisLimits = config.redisUrl ? new RedisRateLimits(config.rateLimits, { url: config.redisUrl, log, logError }) : null;
  const rateLimits = redisLimits ?? new MemoryRateLimits(config.rateLimits);
  const throttle = new RateLimitedLoginThrottle(rateLimits);
  const humanCheck = overrides.humanCheck ?? humanCheckFor(config, orm);
  const airportChoice = new AirportChoice(airports);
  // Both read their data at first use: the zip codes (~0.5 s) and the IP database (~150 MB).
  const geocoder = new ZipcodeGeocoder();
  const ipLocator = new GeoipLocator(logError);

  const subscriptionStore = new PostgresSubscriptionRepository(orm);
  const promotionCodes = new PostgresPromotionCodeRepository(orm);
  const priceIds = config.stripe?.priceIds ?? SANDBOX_PRICE_IDS;
  const sandbox = config.stripe ? null : new SandboxPaymentGateway(orm, promotionCodes, clock);
  const gateway: PaymentGateway =
    overrides.paymentGateway ?? (config.stripe ? new StripePaymentGateway({ secretKey: config.stripe.secretKey, ...overrides.stripeServer }) : sandbox!);
  const webhookHandler = config.stripe?.webhookSecret
    ? new StripeWebhookHandler({
        webhookSecret: config.stripe.webhookSecret,
        subscriptions: subscriptionStore,
        // The rentals' Connect events (issue 37), on the same endpoint; `payments` is made below, before any request.
        providerEvents: { execute: (event) => payments.applyProviderEvent.execute(event) },
        log,
        retrieve: (id) => gateway.retrieve(id),
      })
    : null;
  const ledger = new SubscriptionLedger(subscriptionStore, gateway, clock);
  const ensureCustomer = new EnsureCustomer(subscriptionStore, gateway);
  const subscriptionPolicy = new SubscriptionPolicy(ledger, priceIds, clock);
  const shareWriter = new ShareWriter(shares, airportChoice, imageProcessor, mediaStore);
  const instructors = onEach((on) => new PostgresInstructorRepository(on));
  const instructorWriter = new InstructorProfileWriter(airportChoice, avatars);
  const blogPosts = new PostgresBlogPostRepository(orm);
  // The blog: posts written in the back office, or a WordPress site's when WORDPRESS_URL is set.
  const blogSource: BlogSource = config.wordpressUrl
    ? new WordPressBlogSource({ url: config.wordpressUrl, sanitizer: new SanitizeHtmlSanitizer(), logError })
    : new DatabaseBlogSource(blogPosts, clock);
  // Requests and bookings (issue 14): approved periods and blocks are held apart by the database; a
  // listing's zone comes from its airport's coordinates, offline.
  const bookings = new PostgresBookingRepository(orm);
  const availabilities = new PostgresAvailabilityRepository(orm);
  const timeZones = new TzLookupTimeZoneFinder();
  // Who may reach a hidden account (issue 34): a professional card, a listing, a conversation or a request between them.
  const personLinks = new PostgresPersonLinks(orm);
  // Reviews, ratings and listing questions (issue 16); a booking's view carries its review state.
  const trust = trustDeps({ orm, clock, unitOfWork, users, shares, bookings, mailer, rateLimits, personLinks });
  // Flights after approval (issue 36): each booking's flight, the listings' billing rules and the copy each
  // approved rental keeps, the hours each pilot flew on Wingshare.
  const flights = new PostgresFlightRepository(orm);
  const billingRules = new PostgresBillingRulesRepository(orm);
  const bookingPayments = new PostgresBookingPaymentRepository(orm, clock);
  // An approved request to join shows whether the pilot is in the listing's group yet (issue 39).
  const describeBookings = new DescribeBookings(shares, users, availabilities, timeZones, clock, trust.reviewStates, flights, bookingPayments, new PostgresGroupRepository(orm));
  // Pilots' records and the minimums match (issue 15), which counts the hours flown on Wingshare too.
  const pilotRecords = new PostgresPilotRecordRepository(orm);
  // Pilots' imported logbooks (issue 40), and the totals the record and the minimums match read from them.
  const logbook = new PostgresLogbookRepository(orm);
  // Each figure of a record with its source (issue 40): declared, flown on Wingshare, a logbook, the FAA file.
  // Each pilot's last FAA airmen match (issue 40).
  const faaMatches = new PostgresFaaMatchStore(orm);
  const pilotEvidence = new PilotEvidence({ records: pilotRecords, flights, shares, logbooks: logbook, faaMatches, sources: new PostgresPilotSources(orm) });
  const qualifiedFilters = new QualifiedFilters(pilotRecords, timeZones, clock, pilotEvidence);
  // Partner matching (issue 41): pilots' partner profiles, a pilot's fit with a listing, "Partners for you",
  // the find page's sortBy=fit.
  const partners = partnerDeps({ orm, shares, airports, evidence: pilotEvidence, zones: timeZones, clock, search, outbox: alertOutbox });
  // New-listing alerts and a partner listing's new-match mails: queued in the share's transaction.
  const listingAlerts = new ListingAlerts(unitOfWork, alertOutbox, partners.matchAlerts);
  // Their mails are rows of the alert outbox, written in the change's transaction, mailed by the alert worker.
  const bookingNotices = new BookingNotices(unitOfWork, alertOutbox, describeBookings);
  // Paying for a rental on the site (issue 37): Stripe Connect or its sandbox, each booking's money and ledger,
  // the durable money steps (pg-boss); the booking and flight use cases tell it each change (bookingMoney).
  const payments = paymentsDeps({
    orm, config, clock, repository: bookingPayments, unitOfWork, bookings, shares, users, billing: billingRules, availabilities, zones: timeZones,
    customers: subscriptionStore, customerGateway: gateway, notices: bookingNotices, auditLog: new PostgresAuditLog(orm),
    stripeServer: overrides.stripeServer, log, logError,
  });
  const groundAircraft = new GroundAircraft(shares, availabilities, bookings, timeZones, clock, bookingNotices);
  // Airworthiness (issue 38): due items, squawks, the status after every change and its grounding, the sweep.
  const maintenance = maintenanceDeps({
    orm, clock, unitOfWork, shares, availabilities, zones: timeZones, flights, billing: billingRules, groundAircraft, imageProcessor, mediaStore,
    mailer, alertOutbox, logError,
  });
  // Groups (issue 39): partnerships and clubs, their costs and monthly statements, mailed from the outbox.
  const groups = groupDeps({
    orm, clock, unitOfWork, shares, users, bookings, availabilities, zones: timeZones, keeper: maintenance.keeper, imageProcessor, mediaStore,
    outbox: alertOutbox, logError, money: payments.ports,
  });
  const flightServices = flightDeps({
    orm, clock, shares, users, bookings, availabilities, zones: timeZones, flights, billing: billingRules, imageProcessor, mediaStore, groundAircraft, notices: bookingNotices,
    money: payments.bookingMoney, checkInSquawks: maintenance.checkInSquawks,
  });

  const deleteAccount = new DeleteAccountInTransaction(
    unitOfWork,
    new DeleteAccountWithProfile(instructors, users, sessions, avatars, { subscriptions: subscriptionStore, gateway }, { shares, media: mediaStore }),
  );
  const services = {
    signUp: new SignUp(users, airportChoice, hasher, humanCheck, sessions, avatars),
    logIn: new LogIn(users, hasher, sessions, throttle),
    logOut: new LogOut(sessions),
    currentUser: new CurrentUser(sessions, users),
    updateProfile: new UpdateProfile(
      users, airportChoice, hasher, avatars, sessions, new RequestEmailChange(emailChangeTokens, mailer, clock, siteAddress.fallback), throttle, pilotRecords,
      new EmailChangedNotice(mailer, siteAddress.fallback),
    ),
    deleteAccount,
    deleteOwnAccount: new DeleteOwnAccount(deleteAccount, new CurrentPassword(hasher, throttle)),
    countUsers: new CountUsers(users),
    readPilotProfile: new ReadPilotProfile(users, airports, pilotRecords, clock),
    pilotRecords: new PilotRecords(pilotRecords, users, clock, pilotEvidence),
    faaMatch: new FaaMatchPilot(new PostgresAirmenDirectory(orm), faaMatches, pilotRecords, clock),
    qualifications: new Qualifications(shares, pilotRecords, timeZones, clock, pilotEvidence),
    requestPasswordReset: new RequestPasswordReset(users, resetTokens, mailer, clock, siteAddress.fallback),
    confirmPasswordReset: new ConfirmPasswordReset(users, resetTokens, hasher, sessions, clock),
    confirmEmailChange: new ConfirmEmailChange(users, emailChangeTokens, clock),
    airportFavorites: new AirportFavorites(users, airports),
    unsubscribeAlerts: new UnsubscribeFromAlerts(unsubscribeTokens, users, airports, partners.candidates),
    searchAirports: new SearchAirports(airports),
    autocompletePlaces: new AutocompletePlaces(geocoder),
    geocodePlace: new GeocodePlace(geocoder),
    reverseGeocode: new ReverseGeocode(geocoder),
    locateVisitor: new LocateVisitor(ipLocator, geocoder),
    socialLogin: new SocialLogin(users, sessions),
    plans: plansFor(priceIds),
    ensureCustomer,
    subscribe: new Subscribe(subscriptionStore, ledger, ensureCustomer, gateway, priceIds, clock),
    changeCancellation: new ChangeCancellation(subscriptionStore, gateway),
    billingProfile: new BillingProfileReader(subscriptionStore, ledger, priceIds, clock),
    createShare: new CreateShare(shares, shareWriter, subscriptionPolicy, listingAlerts),
    updateShare: new UpdateShare(shares, shareWriter, mediaStore, listingAlerts, { availabilities, zones: timeZones }),
    manageShare: new ManageShare(shares, mediaStore, listingAlerts),
    browseShares: new BrowseShares(shares),
    listingFlyer: new ReadListingFlyer(shares, mediaStore),
    lookupTailNumber: new LookupTailNumber(new PostgresAircraftRegistry(orm), shares),
    searchMap: new SearchMap(search, qualifiedFilters, trust.services.ratings, partners.fitSearch),
    searchTotals: new SearchTotals(search, qualifiedFilters),
    airportShares: new AirportShares(search, qualifiedFilters),
    createInstructorProfile: new CreateInstructorProfile(instructors, instructorWriter, subscriptionPolicy),
    updateInstructorProfile: new UpdateInstructorProfile(instructors, instructorWriter),
    deleteInstructorProfile: new DeleteInstructorProfile(instructors, avatars),
    browseInstructors: new BrowseInstructors(instructors),
    listBlogPosts: new ListBlogPosts(blogSource),
    readBlogPost: new ReadBlogPost(blogSource),
    describePage: new DescribePage(blogSource, shares),
    buildSitemap: new BuildSitemap(blogSource, new PostgresSitemapSource(orm)),
    getAvailability: new GetAvailability(shares, availabilities, timeZones),
    updateAvailability: new UpdateAvailability(shares, availabilities, timeZones),
    manageBlockedPeriods: new ManageBlockedPeriods(shares, availabilities, timeZones),
    groundAircraft,
    createRequest: new CreateRequest(shares, availabilities, bookings, timeZones, clock, bookingNotices, payments.bookingMoney, new MemberBookings(groups.repository, bookings, billingRules)),
    changeRequest: new ChangeRequest(shares, availabilities, bookings, timeZones, clock, bookingNotices, billingRules, payments.bookingMoney),
    undoDecision: new UndoDecision(bookings, clock, bookingNotices, payments.bookingMoney),
    needsAnswer: new CountNeedsAnswer(new PostgresConversationRepository(orm), bookings, shares, clock),
    expireDueRequests: new ExpireDueRequests(bookings, clock, bookingNotices, payments.bookingMoney),
    shareCalendar: new ShareCalendar(shares, availabilities, bookings, timeZones),
    listRequests: new ListRequests(bookings),
    describeBookings,
    ...flightServices,
    calendarFeeds: new CalendarFeeds(new PostgresCalendarFeedTokens(orm), shares, availabilities, bookings, describeBookings, timeZones, clock),
  };

  const backOffice = backOfficeDeps({ orm, config, clock, unitOfWork, users, instructors, avatars, imageProcessor, mediaStore, mailer, deleteAccount: services.deleteAccount, priceIds });
  // Conversations, reports and disabled accounts (issue 16, "talk").
  const talk = talkDeps({ orm, clock, unitOfWork, users, shares, mailer, auditLog: backOffice.auditLog, updateUserFlags: backOffice.updateUserFlags, personLinks });

  const app = createHttpApp({
    services,
    trust: trust.services,
    money: payments.services,
    connect: payments.connect,
    maintenance: maintenance.services,
    groups: groups.services,
    logbook: new PilotLogbook(logbook, pilotRecords, new PostgresAircraftRegistry(orm), unitOfWork, clock),
    partners: partners.services,
    talk,
    admin: { users, outbox, bookings, promotionCodes: sandbox ? promotionCodes : null, subscriptions: subscriptionStore, priceIds },
    backOffice,
    payments: {
      mode: gateway.mode,
      publishableKey: config.stripe?.publishableKey ?? null,
      ...(sandbox ? { sandbox } : {}),
      // One transaction per event: if saving fails, the event is not marked processed and Stripe's retry is handled.
      ...(webhookHandler ? { webhook: { handle: (raw: Buffer, sig: string | undefined) => orm.em.transactional(() => webhookHandler.handle(raw, sig)) } } : {}),
    },
    clock,
    humanCheck,
    recaptchaSiteKey: config.recaptcha?.siteKey ?? null,
    mapTileUrl: config.mapTileUrl,
    social: overrides.social ?? {
      ...(config.google ? { google: config.google } : {}),
      ...(config.facebook ? { facebook: config.facebook } : {}),
    },
    withRequestScope: (fn) => RequestContext.create(orm.em, fn),
    checkDatabase: async () => void (await orm.em.fork().getConnection().execute('select 1')),
    readRouting: replicaReads ?? PRIMARY_ONLY,
    publicUrl: config.publicUrl,
    siteAddress,
    secureCookies: config.publicUrl.startsWith('https://'),
    sessionMaxAgeMs: config.sessions.maxDays * 24 * 60 * 60 * 1000,
    rateLimits,
    securityHeaders: {
      publicUrl: config.publicUrl,
      mapTileUrl: config.mapTileUrl,
      wordpressUrl: config.wordpressUrl,
      stripe: !!config.stripe?.publishableKey,
      recaptcha: humanCheck.kind === 'recaptcha',
      dev: config.dev,
    },
    trustProxy: config.trustProxy,
    uploadMemoryMb: config.uploadMemoryMb,
    mediaRoot,
    mediaObjects: s3Media,
    web: overrides.web ?? { publicDist: null, adminDist: null },
    log,
    logError,
  });
  return {
    app,
    services,
    rateLimits,
    /** The read replicas' routing and status (null without DATABASE_REPLICA_URLS). */
    replicaReads,
    /** Lets go of what the app holds besides the database (the Redis connection, the bucket's). */
    close: async () => {
      await redisLimits?.close();
      await replicaReads?.close();
      s3Media?.close();
      await payments.close();
    },
    siteAddress,
    repositories: {
      users, airports, outbox, subscriptions: subscriptionStore, promotionCodes, shares, instructors, blogPosts, bookings, availabilities, flights, billingRules,
      maintenance: maintenance.repository,
      groups: groups.repository,
      logbook,
      partnerProfiles: partners.profiles,
    },
    /** Groups (issue 39): the monthly issuing of statements (tests run it on their own clock). */
    groups: { monthly: groups.monthly, transfers: groups.transfers },
    /** Airworthiness (issue 38): the status keeper and the sweep (tests run it on their own clock). */
    maintenance: { keeper: maintenance.keeper, sweep: maintenance.sweep },
    mediaStore,
    imageProcessor,
    /** Copies of the photos stored before copies were made at upload (npm start runs it in the background). */
    makeImageVariants: new MakeImageVariants(imageCatalog, mediaStore, imageProcessor),
    hasher,
    subscriptionPolicy,
    gateway,
    /**
     * The rentals' money (issue 37): the repository, the Connect gateway, the queue, one step as a job runs it
     * (tests drive the steps with it on their own clock), and the worker and the minute sweep (npm start unless
     * ALERT_WORKER=off, and npm run worker); neither started yet.
     */
    payments,
    /** The money steps due by the clock, run now one after the other (tests that move the clock; payments.runDueSteps). */
    runDueMoneySteps: () => payments.runDueSteps(),
    alerts: {
      outbox: alertOutbox,
      deliver: deliverAlerts,
      tokens: unsubscribeTokens,
      /** The delivery loop (npm start unless ALERT_WORKER=off, and npm run worker); not started yet. */
      worker: () =>
        new AlertWorker(deliverAlerts, { pollMs: 2_000, maxErrorPauseMs: 60_000, scope: (fn) => RequestContext.create(orm.em, fn), log, logError }),
    },
    bookings: {
      /** Requests unanswered for 48 hours expire: once a minute, wherever the alert worker runs; not started yet. */
      expiryJob: () =>
        new PeriodicJob(() => services.expireDueRequests.execute(), {
          name: 'booking expiry', everyMs: 60_000, scope: (fn) => RequestContext.create(orm.em, fn), log, logError,
          report: (expired) => (expired.length ? `${expired.length} request${expired.length === 1 ? '' : 's'} expired` : null),
        }),
      /**
       * Airworthiness (issue 38): every five minutes the status of each aircraft with items or open squawks is
       * worked out again (a date passing turns it amber or red) and the owners' reminders are queued; not started yet.
       */
      maintenanceSweep: () =>
        new PeriodicJob(() => maintenance.sweep.execute(), {
          name: 'maintenance sweep', everyMs: 5 * 60_000, scope: (fn) => RequestContext.create(orm.em, fn), log, logError,
          report: (r) => (r.reminders || r.failed ? `${r.reminders} maintenance reminder${r.reminders === 1 ? '' : 's'} queued${r.failed ? `, ${r.failed} aircraft failed` : ''}` : null),
        }),
      /**
       * Groups (issue 39): every hour, each group's last month is issued once it is over (from the 1st, at the
       * group's airport), with any earlier month missed; a month issued already costs one read. Card payments whose
       * money did not reach the owner's account are sent again (once each: their keys). Not started yet.
       */
      groupStatementsJob: () =>
        new PeriodicJob(async () => ({ ...(await groups.monthly.execute()), transfers: await groups.transfers.execute() }), {
          name: 'group statements', everyMs: 60 * 60_000, scope: (fn) => RequestContext.create(orm.em, fn), log, logError,
          report: (r) => {
            const said = [
              r.issued || r.failed ? `${r.issued} month${r.issued === 1 ? '' : 's'} of group statements issued${r.failed ? `, ${r.failed} group${r.failed === 1 ? '' : 's'} failed` : ''}` : '',
              r.transfers.sent || r.transfers.waiting ? `${r.transfers.sent} card payment${r.transfers.sent === 1 ? '' : 's'} sent to the owner${r.transfers.waiting ? `, ${r.transfers.waiting} still waiting` : ''}` : '',
            ].filter(Boolean);
            return said.length ? said.join('; ') : null;
          },
        }),
      /** Flights undisputed 72 hours after check-in close by themselves (issue 36): once a minute, beside the expiry; not started yet. */
      closingJob: () =>
        new PeriodicJob(() => services.closeDueFlights.execute(), {
          name: 'flight closing', everyMs: 60_000, scope: (fn) => RequestContext.create(orm.em, fn), log, logError,
          report: (closed) => (closed.length ? `${closed.length} flight${closed.length === 1 ? '' : 's'} closed` : null),
        }),
    },
  };
}

function humanCheckFor(config: Config, orm: MikroORM): HumanCheck {
  if (config.humanCheck === 'off') return new DisabledHumanCheck();
  if (config.humanCheck === 'recaptcha' && config.recaptcha) return new RecaptchaHumanCheck({ secret: config.recaptcha.secret });
  // Accepted answers are kept in PostgreSQL, so a payload passes once across every app process.
  return new AltchaHumanCheck({ hmacKey: config.altchaHmacKey, usedAnswers: new PostgresUsedAnswers(orm) });
}
