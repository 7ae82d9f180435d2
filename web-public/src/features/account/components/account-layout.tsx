import { Outlet } from 'react-router-dom';
import { useSession } from '../../../hooks/use-session';
import { AccountSidebar } from './account-sidebar';
import './account.css';

/** The account area: sidebar plus the open tab. The route guard has already required a login. */
export function AccountLayout() {
  const { user } = useSession();
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
