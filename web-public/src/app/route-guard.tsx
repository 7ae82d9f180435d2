import { useEffect, useRef, type ReactNode } from 'react';
import { useMatches, useNavigate } from 'react-router-dom';
import { modalOnArrival } from '../components/modal/modal-on-arrival';
import { PageLoading } from '../components/page-loading';
import { useSession } from '../hooks/use-session';
import { decideAccess, type Requirement, type RouteHandle } from './route-requirements';

/** Shows the matched page only when its route requirements (login, later the listing subscription) pass. */
export function RouteGuard({ children }: { children: ReactNode }) {
  const matches = useMatches();
  const { status, user } = useSession();
  const navigate = useNavigate();

  const requires = [...new Set(matches.flatMap((m) => (m.handle as RouteHandle | undefined)?.requires ?? []))] as Requirement[];
  const decision = decideAccess(requires, { status, user });

  const redirect = decision.kind === 'redirect' ? decision : null;
  const redirectRef = useRef(redirect);
  redirectRef.current = redirect;
  const redirectKey = redirect ? `${redirect.to}|${redirect.modal?.name ?? ''}` : null;
  useEffect(() => {
    const target = redirectRef.current;
    if (!redirectKey || !target) return;
    navigate(target.to, {
      replace: true,
      state: target.modal ? modalOnArrival(target.modal.name, target.modal.props) : undefined,
    });
  }, [redirectKey, navigate]);

  if (decision.kind === 'allow') return <>{children}</>;
  if (decision.kind === 'wait') return <PageLoading label="Checking your account…" />;
  return null;
}
