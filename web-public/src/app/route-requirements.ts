import type { Profile } from '../../../domain/user/user';
import type { OpenModalState } from '../components/modal/modal-types';
import { hasActivePlan } from '../lib/profile-subscriptions';
import { signupReasonForPage } from '../lib/signup-reasons';
import type { SessionStatus } from '../lib/session.context';

/** What a route needs before it shows (spec 2 "Route guard"). */
export type Requirement = 'login' | 'listingSubscription';

/** The `handle` of a route in the route table. */
export interface RouteHandle {
  /** The spec's route name; the page scrolls to top when it changes. */
  name?: string;
  /** Checked in order, parent routes first. */
  requires?: Requirement[];
  /** Embeddable page: no header or footer. */
  bare?: boolean;
  /** The page's module (src/...), by which the server finds its code and styles in the build manifest. */
  module?: string;
  /** Rendered in the browser only: the server sends the app's shell (as for pages that need a login). */
  clientOnly?: boolean;
}

export interface GuardContext {
  status: SessionStatus;
  user: Profile | null;
  /** The user signed out (or deleted the account) while on this page: just leave, no sign-up pitch. */
  signedOutHere?: boolean;
  /** The page asked for (path and query): the visitor's sign-up says why it needs one and comes back to it. */
  page?: string;
}

export type GuardDecision =
  | { kind: 'allow' }
  | { kind: 'wait' }
  | { kind: 'redirect'; to: string; modal?: OpenModalState }
  /** Stay on the page, which says what it needs (a subscription) and offers it; it shows once that is done. */
  | { kind: 'subscribe'; type: 'list' };

const ALLOW: GuardDecision = { kind: 'allow' };

const CHECKS: Record<Requirement, (context: GuardContext) => GuardDecision> = {
  login: ({ status, user, signedOutHere, page }) => {
    if (user) return ALLOW;
    if (status === 'loading') return { kind: 'wait' };
    if (signedOutHere) return { kind: 'redirect', to: '/' };
    if (!page) return { kind: 'redirect', to: '/', modal: { name: 'signup', props: {} } };
    const reason = signupReasonForPage(page.replace(/[?#].*$/, ''));
    return { kind: 'redirect', to: '/', modal: { name: 'signup', props: { reason, postSignupRoute: page } } };
  },
  // Listing routes also require a login, checked first; without a user this defers to that check.
  listingSubscription: (context) => {
    if (!context.user) return CHECKS.login(context);
    if (hasActivePlan(context.user, 'listing')) return ALLOW;
    return { kind: 'subscribe', type: 'list' };
  },
};

/** The first requirement that does not pass decides; a route with none is always shown. */
export function decideAccess(requires: readonly Requirement[], context: GuardContext): GuardDecision {
  for (const requirement of requires) {
    const decision = CHECKS[requirement](context);
    if (decision.kind !== 'allow') return decision;
  }
  return ALLOW;
}
