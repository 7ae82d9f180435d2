import { useId } from 'react';
import { NavLink } from 'react-router-dom';
import type { Profile } from '../../../../domain/user/user';
import { ACCOUNT_LINKS } from '../../config/site-links';
import { useNeedsAnswer } from '../../hooks/use-needs-answer';
import { CountBadge } from './count-badge';
import { StoredImage } from '../stored-image/stored-image';
import { DefaultAvatar } from './default-avatar';

interface AvatarMenuProps {
  user: Profile;
  open: boolean;
  onToggle: () => void;
  onLogout: () => void;
}

const MENU_LINKS = [ACCOUNT_LINKS.messages, ACCOUNT_LINKS.account, ACCOUNT_LINKS.record, ACCOUNT_LINKS.partners, ACCOUNT_LINKS.planes, ACCOUNT_LINKS.requests, ACCOUNT_LINKS.bookings, ACCOUNT_LINKS.favorites, ACCOUNT_LINKS.alerts, ACCOUNT_LINKS.subscription];

/** The badge's words for a screen reader: "3 waiting for your answer". */
export const waitingWords = (n: number) => (n === 1 ? 'thing waiting for your answer' : 'things waiting for your answer');

/** The signed-in user's menu: account pages, the back office for admins, and Log out. */
export function AvatarMenu({ user, open, onToggle, onLogout }: AvatarMenuProps) {
  const menuId = useId();
  const name = user.firstname || user.username;
  // One badge on the button: what waits for an answer (conversations and requests); each entry its own part.
  const waiting = useNeedsAnswer();
  return (
    <div className={`nav-dropdown avatar-menu${open ? ' open' : ''}`}>
      <button type="button" className="avatar-toggle" aria-expanded={open} aria-controls={menuId} onClick={onToggle}>
        <span className="avatar-image" aria-hidden="true">
          {user.avatar ? <StoredImage image={user.avatar} sizes="34px" box={{ width: 34, height: 34 }} alt="" loading="eager" /> : <DefaultAvatar />}
        </span>
        <span className="avatar-name">{name}</span>
        <CountBadge count={waiting.total} what={waitingWords(waiting.total)} />
        <span className="visually-hidden"> account menu</span>
      </button>
      <ul id={menuId} className="nav-dropdown-menu nav-dropdown-menu-end" hidden={!open}>
        {MENU_LINKS.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to}>
              {link.label}
              {link === ACCOUNT_LINKS.requests && <CountBadge count={waiting.requests} />}
              {link === ACCOUNT_LINKS.messages && <CountBadge count={waiting.messages} what={waiting.messages === 1 ? 'conversation unread' : 'conversations unread'} />}
            </NavLink>
          </li>
        ))}
        {user.isAdmin && (
          <li>
            {/* The back office is a separate app served by the server, so a full page load. */}
            <a href="/admin">Admin</a>
          </li>
        )}
        <li className="menu-separator">
          <button type="button" onClick={onLogout}>
            Log out
          </button>
        </li>
      </ul>
    </div>
  );
}
