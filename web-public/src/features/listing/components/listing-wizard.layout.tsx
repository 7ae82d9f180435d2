import { Outlet, useLocation } from 'react-router-dom';
import { useSession } from '../../../hooks/use-session';
import { SuccessNote } from '../../../components/success-note/success-note';
import { usePageMeta } from '../../../lib/page-meta';
import { subscribedPlan } from '../../../lib/subscribed-state';
import { WIZARD_STEPS } from '../utils/wizard-steps';
import { ListingDraftProvider } from './listing-draft-provider';
import './listing-wizard.css';

/** /list and its steps: one draft for the signed-in account, kept while moving between the steps. */
export function ListingWizardLayout() {
  const { user } = useSession();
  const { state, pathname } = useLocation();
  // Each step is a page of its own in the browser's tab and history (issue 34, point 19).
  const step = WIZARD_STEPS.find((s) => s.path === pathname.replace(/\/$/, ''));
  usePageMeta({ title: step ? `List your plane: ${step.title}` : 'List your plane' });
  // Sent back here right after subscribing (the wizard was the way here): say so once, on this entry.
  const subscribed = subscribedPlan(state) === 'listing';
  // The route guard has required a login and the listing subscription before this renders.
  if (!user) return null;
  return (
    <ListingDraftProvider key={user.id} userId={user.id}>
      <main className="page listing-wizard">
        <div className="container wizard-container">
          {subscribed && (
            <SuccessNote title="You are subscribed">Your listing subscription is active: you can list your plane now.</SuccessNote>
          )}
          <Outlet />
        </div>
      </main>
    </ListingDraftProvider>
  );
}
