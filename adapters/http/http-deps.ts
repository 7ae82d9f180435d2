import type { ReadRouting } from '../../application/ports/read-routing.js';
import type { PilotRecords } from '../../application/pilots/pilot-records.service.js';
import type { FaaMatchPilot } from '../../application/pilots/faa-match.service.js';
import type { Qualifications } from '../../application/pilots/qualification.service.js';
import type { UnsubscribeFromAlerts } from '../../application/alerts/unsubscribe-from-alerts.service.js';
import type { SiteAddress } from './site-address.js';
import type { AirportFavorites } from '../../application/accounts/airport-favorites.service.js';
import type { ConfirmEmailChange } from '../../application/accounts/confirm-email-change.service.js';
import type { ConfirmPasswordReset } from '../../application/accounts/confirm-password-reset.service.js';
import type { CountUsers } from '../../application/accounts/count-users.service.js';
import type { CurrentUser } from '../../application/accounts/current-user.service.js';
import type { DeleteAccount } from '../../application/accounts/delete-account.service.js';
import type { DeleteOwnAccount } from '../../application/accounts/delete-own-account.service.js';
import type { LogIn } from '../../application/accounts/log-in.service.js';
import type { LogOut } from '../../application/accounts/log-out.service.js';
import type { ReadPilotProfile } from '../../application/accounts/read-pilot-profile.service.js';
import type { RequestPasswordReset } from '../../application/accounts/request-password-reset.service.js';
import type { SearchAirports } from '../../application/accounts/search-airports.service.js';
import type { AutocompletePlaces } from '../../application/places/autocomplete-places.service.js';
import type { GeocodePlace } from '../../application/places/geocode-place.service.js';
import type { LocateVisitor } from '../../application/places/locate-visitor.service.js';
import type { ReverseGeocode } from '../../application/places/reverse-geocode.service.js';
import type { SignUp } from '../../application/accounts/sign-up.service.js';
import type { SocialLogin } from '../../application/accounts/social-login.service.js';
import type { UpdateProfile } from '../../application/accounts/update-profile.service.js';
import type { BillingProfileReader } from '../../application/subscriptions/billing-profile.service.js';
import type { ChangeCancellation } from '../../application/subscriptions/change-cancellation.service.js';
import type { EnsureCustomer } from '../../application/subscriptions/ensure-customer.service.js';
import type { Subscribe } from '../../application/subscriptions/subscribe.service.js';
import type { HumanCheck } from '../../application/ports/human-check.js';
import type { BrowseShares } from '../../application/shares/browse-shares.service.js';
import type { ReadListingFlyer } from '../../application/shares/listing-flyer.service.js';
import type { LookupTailNumber } from '../../application/shares/lookup-tail-number.service.js';
import type { AirportShares } from '../../application/search/airport-shares.service.js';
import type { SearchMap } from '../../application/search/search-map.service.js';
import type { SearchTotals } from '../../application/search/search-totals.service.js';
import type { CreateShare, ManageShare, UpdateShare } from '../../application/shares/share-commands.service.js';
import type { BrowseInstructors } from '../../application/instructors/browse-instructors.service.js';
import type { ListBlogPosts } from '../../application/blog/list-blog-posts.service.js';
import type { ReadBlogPost } from '../../application/blog/read-blog-post.service.js';
import type { BuildSitemap } from '../../application/seo/build-sitemap.service.js';
import type { DescribePage } from '../../application/seo/describe-page.service.js';
import type { CreateInstructorProfile } from '../../application/instructors/create-instructor-profile.service.js';
import type { DeleteInstructorProfile } from '../../application/instructors/delete-instructor-profile.service.js';
import type { UpdateInstructorProfile } from '../../application/instructors/update-instructor-profile.service.js';
import type { Clock } from '../../application/ports/security.js';
import type { Plan } from '../../domain/subscription/plans.js';
import type { PromotionCodeAdminStore, SubscriptionAdminStore } from './admin/billing.admin.js';
import type { OutboxRepository } from '../../application/ports/outbox.repository.js';
import type { BookingRepository } from '../../application/ports/booking.repository.js';
import type { UserRepository } from '../../application/ports/user.repository.js';
import type { BackOfficeDeps } from './admin/back-office-deps.js';
import type { RateLimits } from '../../application/ports/rate-limits.js';
import type { SecurityHeaderSettings } from './middleware/security-headers.middleware.js';
import type { MediaObjects } from './middleware/media-objects.middleware.js';
import type { GetAvailability, ManageBlockedPeriods, UpdateAvailability } from '../../application/bookings/availability.service.js';
import type { DescribeBookings } from '../../application/bookings/booking-details.service.js';
import type { CalendarFeeds } from '../../application/bookings/calendar-feeds.service.js';
import type { ChangeRequest } from '../../application/bookings/change-request.service.js';
import type { UndoDecision } from '../../application/bookings/undo-decision.service.js';
import type { CountNeedsAnswer } from '../../application/bookings/needs-answer.service.js';
import type { CreateRequest } from '../../application/bookings/create-request.service.js';
import type { GroundAircraft } from '../../application/bookings/ground-aircraft.service.js';
import type { ListRequests } from '../../application/bookings/list-requests.service.js';
import type { ShareCalendar } from '../../application/bookings/share-calendar.service.js';
import type { TrustServices } from './trust-deps.js';
import type { TalkDeps } from './talk-deps.js';
import type { FlightServices } from './flight-deps.js';
import type { ConnectDeps, MoneyServices } from './payment-deps.js';
import type { MaintenanceServices } from './maintenance-deps.js';
import type { GroupServices } from './group-deps.js';
import type { PilotLogbook } from '../../application/pilots/logbook.service.js';
import type { PartnerServices } from './partner-deps.js';

export interface SocialProviderConfig {
  clientId: string;
  clientSecret: string;
  /** Overrides for tests against a local OAuth server. */
  authorizationURL?: string;
  tokenURL?: string;
  profileURL?: string;
}

/** Everything the HTTP adapter is handed by the composition root. */
export interface HttpDeps {
  services: {
    signUp: SignUp;
    logIn: LogIn;
    logOut: LogOut;
    currentUser: CurrentUser;
    updateProfile: UpdateProfile;
    deleteAccount: Pick<DeleteAccount, 'execute'>;
    /** DELETE /user: the caller's own account, confirmed by the current password or the username. */
    deleteOwnAccount: DeleteOwnAccount;
    countUsers: CountUsers;
    /** GET /user/:id: another pilot's public profile. */
    readPilotProfile: ReadPilotProfile;
    /** GET/PUT /user/record: the signed-in pilot's own record (issue 15). */
    pilotRecords: PilotRecords;
    /** GET/POST /user/record/faa-match: his record against the FAA airmen file (issue 40). */
    faaMatch: FaaMatchPilot;
    /** The minimums match: GET /share/:id/qualification and the owner's Requests. */
    qualifications: Qualifications;
    requestPasswordReset: RequestPasswordReset;
    confirmPasswordReset: ConfirmPasswordReset;
    confirmEmailChange: ConfirmEmailChange;
    airportFavorites: AirportFavorites;
    /** The one-click unsubscribe link of new-listing alert emails. */
    unsubscribeAlerts: UnsubscribeFromAlerts;
    searchAirports: SearchAirports;
    autocompletePlaces: AutocompletePlaces;
    geocodePlace: GeocodePlace;
    reverseGeocode: ReverseGeocode;
    locateVisitor: LocateVisitor;
    socialLogin: SocialLogin;
    plans: Plan[];
    ensureCustomer: EnsureCustomer;
    subscribe: Subscribe;
    changeCancellation: ChangeCancellation;
    billingProfile: BillingProfileReader;
    createShare: CreateShare;
    updateShare: UpdateShare;
    manageShare: ManageShare;
    browseShares: BrowseShares;
    /** GET /share/:id/flyer.pdf: a listing's printable flyer (issue 41). */
    listingFlyer: ReadListingFlyer;
    lookupTailNumber: LookupTailNumber;
    searchMap: SearchMap;
    searchTotals: SearchTotals;
    airportShares: AirportShares;
    createInstructorProfile: CreateInstructorProfile;
    updateInstructorProfile: UpdateInstructorProfile;
    deleteInstructorProfile: DeleteInstructorProfile;
    browseInstructors: BrowseInstructors;
    /** The public blog (database or WordPress), and what search engines read (issue 7). */
    listBlogPosts: ListBlogPosts;
    readBlogPost: ReadBlogPost;
    describePage: DescribePage;
    buildSitemap: BuildSitemap;
    /** Requests and bookings (issue 14). */
    getAvailability: GetAvailability;
    updateAvailability: UpdateAvailability;
    manageBlockedPeriods: ManageBlockedPeriods;
    groundAircraft: GroundAircraft;
    createRequest: CreateRequest;
    changeRequest: ChangeRequest;
    undoDecision: UndoDecision;
    needsAnswer: CountNeedsAnswer;
    shareCalendar: ShareCalendar;
    listRequests: ListRequests;
    describeBookings: DescribeBookings;
    calendarFeeds: CalendarFeeds;
  } & FlightServices; // the flight's use cases (issue 36): flight-deps.ts
  /** Reviews, ratings and listing questions (issue 16). */
  trust: TrustServices;
  /** Paying for a rental on the site (issue 37): payouts, listing terms, each booking's money (payment-deps.ts). */
  money: MoneyServices;
  /** The payment provider as the money routes see it: the mode, the platform fee, the sandbox's onboarding. */
  connect: ConnectDeps;
  /** Airworthiness (issue 38): items, sign-offs, squawks, the mechanic's link, the status. */
  maintenance: MaintenanceServices;
  /** Groups (issue 39): partnerships and clubs, their costs and monthly statements. */
  groups: GroupServices;
  /** The pilot's imported logbook and his currency (issue 40): /user/logbook. */
  logbook: PilotLogbook;
  /** Partner matching (issue 41): the pilot's partner profile, his fit with a listing (partner-deps.ts). */
  partners: PartnerServices;
  payments: {
    mode: 'stripe' | 'sandbox';
    publishableKey: string | null;
    /** The sandbox's card form (sandbox mode only). */
    sandbox?: { createPaymentMethod(input: Record<string, unknown>): Promise<{ id: string; brand: string; last4: string }> };
    /** Stripe's webhook (Stripe mode with a webhook secret only). */
    webhook?: { handle(rawBody: Buffer, signature: string | undefined): Promise<unknown> };
  };
  clock: Clock;
  /** Read models for the back office. */
  admin: {
    users: UserRepository;
    outbox: OutboxRepository;
    /** Requests and bookings (the back office's bookings resource). */
    bookings: BookingRepository;
    promotionCodes: PromotionCodeAdminStore | null;
    subscriptions: SubscriptionAdminStore;
    priceIds: import('../../domain/subscription/plans.js').PriceIds;
  };
  /** The back office's use cases and stores (issue 6), and the public contact form. */
  backOffice: BackOfficeDeps;
  /** Conversations, reports and disabled accounts (issue 16, "talk"). */
  talk: TalkDeps;
  humanCheck: HumanCheck & { createChallenge?: () => Promise<unknown> };
  recaptchaSiteKey: string | null;
  mapTileUrl: string | null;
  social: { google?: SocialProviderConfig; facebook?: SocialProviderConfig };
  /** One statement on the database through this process's pool (GET /api/health); throws when it is out of reach. */
  checkDatabase: () => Promise<void>;
  /** Runs a request inside its own unit of work (MikroORM RequestContext). */
  withRequestScope: <T>(fn: () => Promise<T>) => Promise<T>;
  /** Which database serves the public reads (issue 43): a replica when one serves, else the primary (PRIMARY_ONLY). */
  readRouting?: ReadRouting;
  publicUrl: string;
  /** The site's address for links in mail: PUBLIC_URL, or the address a request came to when it is this machine's. */
  siteAddress: SiteAddress;
  /** PUBLIC_URL is https: cookies are Secure (they are too on a request that came over TLS). */
  secureCookies: boolean;
  /** The session cookie's lifetime: the absolute session timeout (SESSION_MAX_DAYS). */
  sessionMaxAgeMs: number;
  /** The abuse limits (in process, or shared through Redis). */
  rateLimits: RateLimits;
  /** What the content security policy must allow (tile server, Stripe, reCAPTCHA...). */
  securityHeaders: SecurityHeaderSettings;
  trustProxy: boolean;
  /** Megabytes of multipart upload bodies this process holds in memory at once (UPLOAD_MEMORY_MB). */
  uploadMemoryMb: number;
  /** Where stored media are read from (served at /media). */
  mediaRoot: string;
  /** MEDIA_STORE=s3: /media is read from this object store instead of mediaRoot. */
  mediaObjects?: MediaObjects | null;
  /** Built web apps; null folders are not served. */
  web: {
    publicDist: string | null;
    adminDist: string | null;
    /** The public site's server bundle entry (dist-ssr/entry-server.js): its pages are rendered on the server. */
    serverEntry?: string | null;
    devMiddleware?: (ctx: import('koa').Context, next: () => Promise<void>) => Promise<void> };
  log: (line: string) => void;
  logError: (message: string, error: unknown) => void;
}
