import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation, useMatches, useNavigate } from 'react-router-dom';
import { modalOnArrival } from '../components/modal/modal-on-arrival';
import { PageLoading } from '../components/page-loading';
import { useSession } from '../hooks/use-session';
import { decideAccess, type Requirement, type RouteHandle } from './route-requirements';
import { SubscriptionNeeded } from './subscription-needed';

/** Shows the matched page only when its route requirements (login, the listing subscription) pass. */
export function RouteGuard({ children }: { children: ReactNode }) {
  const matches = useMatches();
  const { status, user } = useSession();
  const navigate = useNavigate();
  const { key: locationKey, pathname, search } = useLocation();
  const userRef = useRef(user);
  userRef.current = user;

  const requires = [...new Set(matches.flatMap((m) => (m.handle as RouteHandle | undefined)?.requires ?? []))] as Requirement[];
  // Remembers that someone was signed in, so signing out on a protected page is not taken for a visitor
  // arriving there signed out.
  const hadUser = useRef(false);
  useEffect(() => {
    if (user) hadUser.current = true;
  }, [user]);
  useEffect(() => {
    if (!userRef.current) hadUser.current = false;
  }, [locationKey]);
  const decision = decideAccess(requires, { status, user, signedOutHere: hadUser.current && !user, page: `${pathname}${search}` });

  const redirect = decision.kind === 'redirect' ? decision : null;
  const redirectRef = useRef(redirect);
  redirectRef.current = redirect;
  const redirectKey = redirect ? `${redirect.to}|${redirect.modal?.name ?? ''}` : null;
  useEffect(() => {
    const target = redirectRef.current;
    if (!redirectKey || !target) return;
    hadUser.current = false;
    navigate(target.to, {
      replace: true,
      state: target.modal ? modalOnArrival(target.modal.name, target.modal.props) : undefined,
    });
  }, [redirectKey, navigate]);

  if (decision.kind === 'allow') return <>{children}</>;
  if (decision.kind === 'wait') return <PageLoading label="Checking your account…" />;
  if (decision.kind === 'subscribe') return <SubscriptionNeeded type={decision.type} />;
  return null;
}
