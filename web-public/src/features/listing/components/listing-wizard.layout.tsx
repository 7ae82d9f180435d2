import { Outlet } from 'react-router-dom';
import { useSession } from '../../../hooks/use-session';
import { ListingDraftProvider } from './listing-draft-provider';
import './listing-wizard.css';

/** /list and its steps: one draft for the signed-in account, kept while moving between the steps. */
export function ListingWizardLayout() {
  const { user } = useSession();
  // The route guard has required a login and the listing subscription before this renders.
  if (!user) return null;
  return (
    <ListingDraftProvider key={user.id} userId={user.id}>
      <main className="page listing-wizard">
        <div className="container wizard-container">
          <Outlet />
        </div>
      </main>
    </ListingDraftProvider>
  );
}
