import { Outlet, useLocation } from 'react-router-dom';
import { ACCOUNT_LINKS } from '../../../config/site-links';
import { useSession } from '../../../hooks/use-session';
import { usePageMeta } from '../../../lib/page-meta';
import { AccountSidebar } from './account-sidebar';
import './account.css';

/** Each tab's title, as its link in the sidebar names it (the alerts' link says more there). */
const TAB_TITLES = new Map<string, string>([
  ...Object.values(ACCOUNT_LINKS).map((link): [string, string] => [link.to, link.label]),
  [ACCOUNT_LINKS.alerts.to, 'New Listing Alerts'],
]);

/**
 * The account area: sidebar plus the open tab, titled by the tab. The route guard has already required a
 * login. An unknown tab's page says it is not found with its own title.
 */
export function AccountLayout() {
  const { user } = useSession();
  const { pathname } = useLocation();
  const tab = TAB_TITLES.get(pathname.replace(/\/+$/, ''));
  usePageMeta(tab ? { title: tab } : null);
  return (
    <main className="page account-page">
      <div className="container account-layout">
        <AccountSidebar isInstructor={Boolean(user?.isInstructor)} />
        <div className="account-content">
          <Outlet />
        </div>
      </div>
    </main>
  );
}
