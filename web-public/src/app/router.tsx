import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { PageLoading } from '../components/page-loading';
import { NotFoundPage } from '../components/not-found-page';
import { HomePage } from '../features/home/components/home.page';
import { RedirectTo } from './redirect-to';
import { RootLayout } from './root-layout';
import type { RouteHandle } from './route-requirements';
import { SocialLoginReturnPage } from './social-login-return.page';

// Every page module a route loads on first visit, each in its own chunk, so the home page does not
// download the map, the listing wizard or the account screens. The keys are the modules' paths: the
// server finds a page's code and styles under the same name in the build manifest, and sends them with
// the page's HTML.
const PAGE_MODULES = import.meta.glob<Record<string, unknown>>([
  '../features/*/components/*.page.tsx',
  '!../features/home/components/home.page.tsx', // in the main bundle: the first page most visitors see
  '../features/listing/components/*.step.tsx',
  '../features/listing/components/listing-wizard.layout.tsx',
  '../features/account/components/account-layout.tsx',
]);

/** A route's page: `file` (under features/, without .tsx) exporting the component `name`; its handle names the module. */
function page(file: string, name: string, handle: RouteHandle = {}): Pick<RouteObject, 'lazy' | 'handle'> {
  const key = `../features/${file}.tsx`;
  const load = PAGE_MODULES[key];
  if (!load) throw new Error(`No page module ${key}`);
  return {
    handle: { ...handle, module: `src/features/${file}.tsx` } satisfies RouteHandle,
    lazy: async () => {
      const Component = (await load())[name];
      if (typeof Component !== 'function') throw new Error(`${key} exports no component ${name}`);
      return { Component: Component as ComponentType };
    },
  };
}

const LOGIN: RouteHandle['requires'] = ['login'];
const LISTING: RouteHandle['requires'] = ['login', 'listingSubscription'];
// Redirects and the social-login return act in the browser: the server sends them the app's shell.
const CLIENT_ONLY: RouteHandle = { clientOnly: true };

// Static and calculator pages (spec 2), with their route names where the spec gives one.
const STATIC_PAGES: [path: string, name: string | undefined, file: string, component: string][] = [
  ['faq', undefined, 'info/components/faq.page', 'FaqPage'],
  ['company', undefined, 'info/components/about.page', 'AboutPage'],
  ['our-story', undefined, 'info/components/our-story.page', 'OurStoryPage'],
  ['our-team', undefined, 'info/components/our-team.page', 'OurTeamPage'],
  ['how-it-works', undefined, 'info/components/how-it-works.page', 'HowItWorksPage'],
  ['feedback', undefined, 'info/components/feedback.page', 'FeedbackPage'],
  ['costcalc', undefined, 'calculators/components/cost-calculator.page', 'CostCalculatorPage'],
  ['earningscalc', undefined, 'calculators/components/earnings-calculator.page', 'EarningsCalculatorPage'],
  ['documents', 'sharing', 'info/components/sharing-documents.page', 'SharingDocumentsPage'],
  ['investors', undefined, 'info/components/investors.page', 'InvestorsPage'],
  ['seeking', undefined, 'info/components/seeking-tips.page', 'SeekingTipsPage'],
  ['listing', 'posting', 'info/components/listing-tips.page', 'ListingTipsPage'],
  ['insurance', undefined, 'info/components/insurance.page', 'InsurancePage'],
  ['announcements', undefined, 'info/components/announcements.page', 'AnnouncementsPage'],
  ['coflyt', undefined, 'info/components/coflyt.page', 'CoflytPage'],
  ['cirrus', undefined, 'info/components/cirrus.page', 'CirrusPage'],
  ['videos', undefined, 'info/components/videos.page', 'VideosPage'],
  ['privacy', undefined, 'info/components/privacy.page', 'PrivacyPage'],
  ['terms', undefined, 'info/components/terms.page', 'TermsPage'],
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    // Shown while the first page's chunk loads.
    HydrateFallback: PageLoading,
    children: [
      { path: '/', handle: { name: 'home' }, element: <HomePage /> },
      { path: '/find', ...page('find/components/find.page', 'FindPage', { name: 'find' }) },
      { path: '/professionals', ...page('professionals/components/professionals.page', 'ProfessionalsPage', { name: 'instructors' }) },
      { path: '/instructors', handle: CLIENT_ONLY, element: <RedirectTo path="/professionals" /> },

      {
        path: '/list',
        ...page('listing/components/listing-wizard.layout', 'ListingWizardLayout', { requires: LISTING }),
        children: [
          { index: true, ...page('listing/components/listing-type.step', 'ListingTypeStep', { name: 'post' }) },
          { path: 'general', ...page('listing/components/general.step', 'GeneralStep', { name: 'post-general' }) },
          { path: 'location', ...page('listing/components/location.step', 'LocationStep', { name: 'post-location' }) },
          { path: 'media', ...page('listing/components/media.step', 'MediaStep', { name: 'post-media' }) },
          { path: 'preferred-pro', ...page('listing/components/preferred-pro.step', 'PreferredProStep', { name: 'post-preferred-instructor' }) },
          { path: 'minimums', ...page('listing/components/minimums.step', 'MinimumsStep', { name: 'post-minimums' }) },
          { path: 'availability', ...page('listing/components/availability.step', 'AvailabilityStep', { name: 'post-availability' }) },
          { path: 'confirm', ...page('listing/components/confirm.step', 'ConfirmStep', { name: 'post-confirm' }) },
          { path: '*', element: <NotFoundPage embedded /> },
        ],
      },
      { path: '/list/preferred-instructor', handle: CLIENT_ONLY, element: <RedirectTo path="/list/preferred-pro" /> },

      { path: '/messages', ...page('messages/components/messages.page', 'MessagesPage', { name: 'messages', requires: LOGIN }) },
      { path: '/messages/new', ...page('messages/components/new-conversation.page', 'NewConversationPage', { name: 'new-message', requires: LOGIN }) },
      { path: '/messages/:id', ...page('messages/components/conversation.page', 'ConversationPage', { name: 'conversation', requires: LOGIN }) },
      { path: '/shares/mine', ...page('listing/components/my-shares.page', 'MySharesPage', { name: 'my-shares', requires: LOGIN }) },
      { path: '/account/instructor', handle: CLIENT_ONLY, element: <RedirectTo path="/account/professional" /> },
      // The new-match mail's "manage" link (issue 41) names the profile; it lives on Partners for you.
      { path: '/account/partner-profile', handle: CLIENT_ONLY, element: <RedirectTo path="/account/partners" /> },
      {
        path: '/account',
        ...page('account/components/account-layout', 'AccountLayout', { requires: LOGIN }),
        children: [
          { index: true, element: <RedirectTo path="/account/basic" /> },
          { path: 'basic', ...page('account/components/basic-tab.page', 'BasicTabPage', { name: 'manage-account' }) },
          { path: 'record', ...page('pilot-record/components/pilot-record-tab.page', 'PilotRecordTabPage', { name: 'pilot-record' }) },
          { path: 'professional', ...page('professionals/components/professional-tab.page', 'ProfessionalTabPage', { name: 'manage-instructor' }) },
          { path: 'listings', ...page('listing/components/my-planes.page', 'MyPlanesPage', { name: 'manage-listings' }) },
          { path: 'listings/:id/maintenance', ...page('maintenance/components/maintenance.page', 'MaintenancePage', { name: 'maintenance' }) },
          { path: 'requests', ...page('bookings/components/requests-tab.page', 'RequestsTabPage', { name: 'requests' }) },
          { path: 'bookings', ...page('bookings/components/my-bookings-tab.page', 'MyBookingsTabPage', { name: 'my-bookings' }) },
          {
            path: 'favorites',
            handle: { name: 'favorites' },
            lazy: async () => {
              const [tab, planes, professionals] = await Promise.all([
                import('../features/account/components/favorites-tab.page'),
                import('../features/listing/components/favorite-shares.panel'),
                import('../features/professionals/components/favorite-professionals.panel'),
              ]);
              const { FavoritesTabPage } = tab;
              const { FavoriteSharesPanel } = planes;
              const { FavoriteProfessionalsPanel } = professionals;
              return { element: <FavoritesTabPage planes={<FavoriteSharesPanel />} professionals={<FavoriteProfessionalsPanel />} /> };
            },
          },
          { path: 'alerts', ...page('account/components/alerts-tab.page', 'AlertsTabPage', { name: 'manage-favorite-airports' }) },
          { path: 'subscription', ...page('account/components/subscription-tab.page', 'SubscriptionTabPage', { name: 'manage-subscription' }) },
          { path: 'payouts', ...page('payments/components/payouts-tab.page', 'PayoutsTabPage', { name: 'payouts' }) },
          { path: 'payments', ...page('payments/components/payments-tab.page', 'PaymentsTabPage', { name: 'payments' }) },
          { path: 'earnings', ...page('payments/components/earnings-tab.page', 'EarningsTabPage', { name: 'earnings' }) },
          { path: 'groups', ...page('groups/components/groups-tab.page', 'GroupsTabPage', { name: 'groups' }) },
          { path: 'groups/:id', ...page('groups/components/group.page', 'GroupPage', { name: 'group' }) },
          { path: 'partners', ...page('partners/components/partners-tab.page', 'PartnersTabPage', { name: 'partners' }) },
          { path: '*', element: <NotFoundPage embedded /> },
        ],
      },

      // A mechanic's link from the owner's email (issue 38): no login, outside the account area.
      { path: '/mechanic/:token', ...page('maintenance/components/mechanic.page', 'MechanicPage', { name: 'mechanic' }) },
      { path: '/sandbox/connect', ...page('payments/components/sandbox-connect.page', 'SandboxConnectPage', { name: 'sandbox-connect', requires: LOGIN }) },
      { path: '/reset', ...page('auth/components/reset-password.page', 'ResetPasswordPage', { name: 'reset' }) },
      { path: '/confirm-email', ...page('account/components/confirm-email.page', 'ConfirmEmailPage', { name: 'confirm-email' }) },
      { path: '/signup', ...page('auth/components/signup.page', 'SignupPage', { name: 'signup' }) },
      ...STATIC_PAGES.map(([path, name, file, component]): RouteObject => ({ path: `/${path}`, ...page(file, component, { name: name ?? path }) })),
      { path: '/blog', ...page('blog/components/blog-list.page', 'BlogListPage', { name: 'blog' }) },
      { path: '/blog/:slug', ...page('blog/components/blog-post.page', 'BlogPostPage', { name: 'blog-post' }) },
      // Embeddable pages (no header or footer) for other sites' iframes.
      { path: '/landing-frame', ...page('frames/components/landing-frame.page', 'LandingFramePage', { name: 'landing-frame', bare: true }) },
      { path: '/map-frame', ...page('frames/components/map-frame.page', 'MapFramePage', { name: 'map-frame', bare: true }) },
      { path: '/auth/facebook', handle: CLIENT_ONLY, element: <SocialLoginReturnPage /> },
      { path: '/auth/google', handle: CLIENT_ONLY, element: <SocialLoginReturnPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
