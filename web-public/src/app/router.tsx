import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { PageLoading } from '../components/page-loading';
import { NotFoundPage } from '../components/not-found-page';
import { HomePage } from '../features/home/components/home.page';
import { RedirectTo } from './redirect-to';
import { RootLayout } from './root-layout';
import type { RouteHandle } from './route-requirements';
import { SocialLoginReturnPage } from './social-login-return.page';

/**
 * A page loaded on first visit (its own chunk), so the home page does not download the map, the
 * listing wizard or the account screens. The route's handle stays here: the guard reads it first.
 */
const page = <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType) => async () => ({ Component: pick(await load()) });

const LOGIN: RouteHandle['requires'] = ['login'];
const LISTING: RouteHandle['requires'] = ['login', 'listingSubscription'];

// Static and calculator pages (spec 2), with their route names where the spec gives one.
const STATIC_PAGES: [path: string, name: string | undefined, lazy: RouteObject['lazy']][] = [
  ['faq', undefined, page(() => import('../features/info/components/faq.page'), (m) => m.FaqPage)],
  ['company', undefined, page(() => import('../features/info/components/about.page'), (m) => m.AboutPage)],
  ['our-story', undefined, page(() => import('../features/info/components/our-story.page'), (m) => m.OurStoryPage)],
  ['our-team', undefined, page(() => import('../features/info/components/our-team.page'), (m) => m.OurTeamPage)],
  ['how-it-works', undefined, page(() => import('../features/info/components/how-it-works.page'), (m) => m.HowItWorksPage)],
  ['feedback', undefined, page(() => import('../features/info/components/feedback.page'), (m) => m.FeedbackPage)],
  ['costcalc', undefined, page(() => import('../features/calculators/components/cost-calculator.page'), (m) => m.CostCalculatorPage)],
  ['earningscalc', undefined, page(() => import('../features/calculators/components/earnings-calculator.page'), (m) => m.EarningsCalculatorPage)],
  ['documents', 'sharing', page(() => import('../features/info/components/sharing-documents.page'), (m) => m.SharingDocumentsPage)],
  ['investors', undefined, page(() => import('../features/info/components/investors.page'), (m) => m.InvestorsPage)],
  ['seeking', undefined, page(() => import('../features/info/components/seeking-tips.page'), (m) => m.SeekingTipsPage)],
  ['listing', 'posting', page(() => import('../features/info/components/listing-tips.page'), (m) => m.ListingTipsPage)],
  ['insurance', undefined, page(() => import('../features/info/components/insurance.page'), (m) => m.InsurancePage)],
  ['announcements', undefined, page(() => import('../features/info/components/announcements.page'), (m) => m.AnnouncementsPage)],
  ['coflyt', undefined, page(() => import('../features/info/components/coflyt.page'), (m) => m.CoflytPage)],
  ['cirrus', undefined, page(() => import('../features/info/components/cirrus.page'), (m) => m.CirrusPage)],
  ['videos', undefined, page(() => import('../features/info/components/videos.page'), (m) => m.VideosPage)],
  ['privacy', undefined, page(() => import('../features/info/components/privacy.page'), (m) => m.PrivacyPage)],
  ['terms', undefined, page(() => import('../features/info/components/terms.page'), (m) => m.TermsPage)],
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    // Shown while the first page's chunk loads.
    HydrateFallback: PageLoading,
    children: [
      { path: '/', handle: { name: 'home' }, element: <HomePage /> },
      { path: '/find', handle: { name: 'find' }, lazy: page(() => import('../features/find/components/find.page'), (m) => m.FindPage) },
      { path: '/professionals', handle: { name: 'instructors' }, lazy: page(() => import('../features/professionals/components/professionals.page'), (m) => m.ProfessionalsPage) },
      { path: '/instructors', element: <RedirectTo path="/professionals" /> },

      {
        path: '/list',
        handle: { requires: LISTING },
        lazy: page(() => import('../features/listing/components/listing-wizard.layout'), (m) => m.ListingWizardLayout),
        children: [
          { index: true, handle: { name: 'post' }, lazy: page(() => import('../features/listing/components/listing-type.step'), (m) => m.ListingTypeStep) },
          { path: 'general', handle: { name: 'post-general' }, lazy: page(() => import('../features/listing/components/general.step'), (m) => m.GeneralStep) },
          { path: 'location', handle: { name: 'post-location' }, lazy: page(() => import('../features/listing/components/location.step'), (m) => m.LocationStep) },
          { path: 'media', handle: { name: 'post-media' }, lazy: page(() => import('../features/listing/components/media.step'), (m) => m.MediaStep) },
          { path: 'preferred-pro', handle: { name: 'post-preferred-instructor' }, lazy: page(() => import('../features/listing/components/preferred-pro.step'), (m) => m.PreferredProStep) },
          { path: 'confirm', handle: { name: 'post-confirm' }, lazy: page(() => import('../features/listing/components/confirm.step'), (m) => m.ConfirmStep) },
          { path: '*', element: <NotFoundPage embedded /> },
        ],
      },
      { path: '/list/preferred-instructor', element: <RedirectTo path="/list/preferred-pro" /> },

      { path: '/shares/mine', handle: { name: 'my-shares', requires: LOGIN }, lazy: page(() => import('../features/listing/components/my-shares.page'), (m) => m.MySharesPage) },
      { path: '/account/instructor', element: <RedirectTo path="/account/professional" /> },
      {
        path: '/account',
        handle: { requires: LOGIN },
        lazy: page(() => import('../features/account/components/account-layout'), (m) => m.AccountLayout),
        children: [
          { index: true, element: <RedirectTo path="/account/basic" /> },
          { path: 'basic', handle: { name: 'manage-account' }, lazy: page(() => import('../features/account/components/basic-tab.page'), (m) => m.BasicTabPage) },
          { path: 'professional', handle: { name: 'manage-instructor' }, lazy: page(() => import('../features/professionals/components/professional-tab.page'), (m) => m.ProfessionalTabPage) },
          { path: 'listings', handle: { name: 'manage-listings' }, lazy: page(() => import('../features/listing/components/my-planes.page'), (m) => m.MyPlanesPage) },
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
          { path: 'alerts', handle: { name: 'manage-favorite-airports' }, lazy: page(() => import('../features/account/components/alerts-tab.page'), (m) => m.AlertsTabPage) },
          { path: 'subscription', handle: { name: 'manage-subscription' }, lazy: page(() => import('../features/account/components/subscription-tab.page'), (m) => m.SubscriptionTabPage) },
          { path: '*', element: <NotFoundPage embedded /> },
        ],
      },

      { path: '/reset', handle: { name: 'reset' }, lazy: page(() => import('../features/auth/components/reset-password.page'), (m) => m.ResetPasswordPage) },
      { path: '/signup', handle: { name: 'signup' }, lazy: page(() => import('../features/auth/components/signup.page'), (m) => m.SignupPage) },
      ...STATIC_PAGES.map(([path, name, lazy]): RouteObject => ({ path: `/${path}`, handle: { name: name ?? path }, lazy })),
      { path: '/blog', handle: { name: 'blog' }, lazy: page(() => import('../features/blog/components/blog-list.page'), (m) => m.BlogListPage) },
      { path: '/blog/:slug', handle: { name: 'blog-post' }, lazy: page(() => import('../features/blog/components/blog-post.page'), (m) => m.BlogPostPage) },
      // Embeddable pages (no header or footer) for other sites' iframes.
      { path: '/landing-frame', handle: { name: 'landing-frame', bare: true }, lazy: page(() => import('../features/frames/components/landing-frame.page'), (m) => m.LandingFramePage) },
      { path: '/map-frame', handle: { name: 'map-frame', bare: true }, lazy: page(() => import('../features/frames/components/map-frame.page'), (m) => m.MapFramePage) },
      { path: '/auth/facebook', element: <SocialLoginReturnPage /> },
      { path: '/auth/google', element: <SocialLoginReturnPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
