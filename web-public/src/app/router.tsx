import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { NotFoundPage } from '../components/not-found-page';
import { AccountLayout } from '../features/account/components/account-layout';
import { AlertsTabPage } from '../features/account/components/alerts-tab.page';
import { BasicTabPage } from '../features/account/components/basic-tab.page';
import { FavoritesTabPage } from '../features/account/components/favorites-tab.page';
import { SubscriptionTabPage } from '../features/account/components/subscription-tab.page';
import { ResetPasswordPage } from '../features/auth/components/reset-password.page';
import { SignupPage } from '../features/auth/components/signup.page';
import { FindPage } from '../features/find/components/find.page';
import { HomePage } from '../features/home/components/home.page';
import { ConfirmStep } from '../features/listing/components/confirm.step';
import { FavoriteSharesPanel } from '../features/listing/components/favorite-shares.panel';
import { GeneralStep } from '../features/listing/components/general.step';
import { ListingTypeStep } from '../features/listing/components/listing-type.step';
import { ListingWizardLayout } from '../features/listing/components/listing-wizard.layout';
import { LocationStep } from '../features/listing/components/location.step';
import { MediaStep } from '../features/listing/components/media.step';
import { MyPlanesPage } from '../features/listing/components/my-planes.page';
import { MySharesPage } from '../features/listing/components/my-shares.page';
import { PreferredProStep } from '../features/listing/components/preferred-pro.step';
import { FavoriteProfessionalsPanel } from '../features/professionals/components/favorite-professionals.panel';
import { ProfessionalTabPage } from '../features/professionals/components/professional-tab.page';
import { ProfessionalsPage } from '../features/professionals/components/professionals.page';
import { RedirectTo } from './redirect-to';
import { RootLayout } from './root-layout';
import type { RouteHandle } from './route-requirements';
import { SocialLoginReturnPage } from './social-login-return.page';

/** A route of the spec's table whose page arrives with a later issue. */
const later = (path: string, handle: RouteHandle = {}): RouteObject => ({ path, handle, element: <NotFoundPage /> });

const LOGIN: RouteHandle['requires'] = ['login'];
const LISTING: RouteHandle['requires'] = ['login', 'listingSubscription'];

// Static and calculator pages (spec 2), with their route names where the spec gives one.
const STATIC_PAGES: [path: string, name?: string][] = [
  ['faq'], ['company'], ['our-story'], ['our-team'], ['how-it-works'], ['feedback'], ['costcalc'], ['earningscalc'],
  ['documents', 'sharing'], ['investors'], ['seeking'], ['listing', 'posting'], ['insurance'], ['announcements'],
  ['coflyt'], ['cirrus'], ['videos'], ['privacy'], ['terms'],
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: '/', handle: { name: 'home' }, element: <HomePage /> },
      { path: '/find', handle: { name: 'find' }, element: <FindPage /> },
      { path: '/professionals', handle: { name: 'instructors' }, element: <ProfessionalsPage /> },
      { path: '/instructors', element: <RedirectTo path="/professionals" /> },

      {
        path: '/list',
        handle: { requires: LISTING },
        element: <ListingWizardLayout />,
        children: [
          { index: true, handle: { name: 'post' }, element: <ListingTypeStep /> },
          { path: 'general', handle: { name: 'post-general' }, element: <GeneralStep /> },
          { path: 'location', handle: { name: 'post-location' }, element: <LocationStep /> },
          { path: 'media', handle: { name: 'post-media' }, element: <MediaStep /> },
          { path: 'preferred-pro', handle: { name: 'post-preferred-instructor' }, element: <PreferredProStep /> },
          { path: 'confirm', handle: { name: 'post-confirm' }, element: <ConfirmStep /> },
          { path: '*', element: <NotFoundPage embedded /> },
        ],
      },
      { path: '/list/preferred-instructor', element: <RedirectTo path="/list/preferred-pro" /> },

      { path: '/shares/mine', handle: { name: 'my-shares', requires: LOGIN }, element: <MySharesPage /> },
      { path: '/account/instructor', element: <RedirectTo path="/account/professional" /> },
      {
        path: '/account',
        handle: { requires: LOGIN },
        element: <AccountLayout />,
        children: [
          { index: true, element: <RedirectTo path="/account/basic" /> },
          { path: 'basic', handle: { name: 'manage-account' }, element: <BasicTabPage /> },
          { path: 'professional', handle: { name: 'manage-instructor' }, element: <ProfessionalTabPage /> },
          { path: 'listings', handle: { name: 'manage-listings' }, element: <MyPlanesPage /> },
          {
            path: 'favorites',
            handle: { name: 'favorites' },
            element: <FavoritesTabPage planes={<FavoriteSharesPanel />} professionals={<FavoriteProfessionalsPanel />} />,
          },
          { path: 'alerts', handle: { name: 'manage-favorite-airports' }, element: <AlertsTabPage /> },
          { path: 'subscription', handle: { name: 'manage-subscription' }, element: <SubscriptionTabPage /> },
          { path: '*', element: <NotFoundPage embedded /> },
        ],
      },

      { path: '/reset', handle: { name: 'reset' }, element: <ResetPasswordPage /> },
      { path: '/signup', handle: { name: 'signup' }, element: <SignupPage /> },
      ...STATIC_PAGES.map(([path, name]) => later(`/${path}`, { name: name ?? path })),
      later('/blog', { name: 'blog' }),
      later('/blog/:slug', { name: 'blog-post' }),
      later('/landing-frame', { name: 'landing-frame', bare: true }),
      later('/map-frame', { name: 'map-frame', bare: true }),
      { path: '/auth/facebook', element: <SocialLoginReturnPage /> },
      { path: '/auth/google', element: <SocialLoginReturnPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
