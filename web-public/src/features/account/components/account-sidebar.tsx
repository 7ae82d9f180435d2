import { NavLink } from 'react-router-dom';
import { CONTACT } from '../../../config/contact';
import { ACCOUNT_LINKS } from '../../../config/site-links';

/** Account tabs (Professional Info second, for instructors) and ways to reach us. */
export function AccountSidebar({ isInstructor }: { isInstructor: boolean }) {
  const tabs = [
    ACCOUNT_LINKS.account,
    ...(isInstructor ? [ACCOUNT_LINKS.professional] : []),
    ACCOUNT_LINKS.planes,
    ACCOUNT_LINKS.favorites,
    { ...ACCOUNT_LINKS.alerts, label: 'New Listing Alerts' },
    ACCOUNT_LINKS.subscription,
  ];
  return (
    <aside className="account-sidebar">
      <nav aria-label="Account">
        <ul className="account-tabs">
          {tabs.map((tab) => (
            <li key={tab.to}>
              <NavLink to={tab.to}>{tab.label}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="account-help">
        <p className="account-help-title">Need help?</p>
        <ul>
          <li>
            <a href={CONTACT.phoneHref}>Call Us</a>
          </li>
          <li>
            <a href={`mailto:${CONTACT.email}`}>Email Us</a>
          </li>
          <li>
            <NavLink to="/faq">FAQ</NavLink>
          </li>
        </ul>
      </div>
    </aside>
  );
}
