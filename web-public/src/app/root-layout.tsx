import { useContext } from 'react';
import { Outlet, useMatches } from 'react-router-dom';
import { SessionErrorBanner } from '../components/layout/session-error-banner';
import { SiteFooter } from '../components/layout/site-footer';
import { SiteHeader } from '../components/layout/site-header';
import { useSocialLoginError } from '../features/auth/hooks/use-social-login-error';
import { FirstScreenContext, useFirstScreenUntilNavigation } from '../lib/first-screen';
import { useFirstVisitTakeover } from '../features/takeover/hooks/use-first-visit-takeover';
import { ModalProvider } from '../providers/modal.provider';
import { ModalHost } from './modal-host';
import { RouteGuard } from './route-guard';
import type { RouteHandle } from './route-requirements';
import { ScrollToTop } from './scroll-to-top';
import { modalFromUrl } from './url-modals';

function Chrome() {
  const matches = useMatches();
  const bare = matches.some((m) => (m.handle as RouteHandle | undefined)?.bare);
  useFirstVisitTakeover();
  useSocialLoginError();
  useFirstScreenUntilNavigation();
  const page = (
    <RouteGuard>
      <Outlet />
    </RouteGuard>
  );
  return (
    <>
      <ScrollToTop />
      {bare ? (
        page
      ) : (
        <>
          <a className="skip-link" href="#content">
            Skip to content
          </a>
          <SiteHeader />
          <SessionErrorBanner />
          <div id="content" className="page-content">
            {page}
          </div>
          <SiteFooter />
        </>
      )}
      <ModalHost />
    </>
  );
}

/** Every page: header, footer, modals, the route guard. Frames (bare routes) get the page alone. */
export function RootLayout() {
  // A page the server drew with the first-visit welcome open hydrates with it open.
  const takeover = useContext(FirstScreenContext)?.data.takeover;
  return (
    <ModalProvider fromUrl={modalFromUrl} initial={takeover ? { name: 'takeover', props: {} } : null}>
      <Chrome />
    </ModalProvider>
  );
}
