import { useEffect, useState } from 'react';
import { errorMessage } from '../lib/api-client';
import { useFirstScreen } from '../lib/first-screen';
import { getPlans, plansRead, type PlansInfo } from '../lib/plans.api';

export interface PlansState {
  info: PlansInfo | null;
  error: string | null;
}

export function usePlans(): PlansState {
  const embedded = useFirstScreen<PlansInfo>(plansRead.url);
  const known = embedded?.ok ? embedded.data : null;
  const [state, setState] = useState<PlansState>({ info: known, error: null });
  useEffect(() => {
    let live = true;
    getPlans(known ?? undefined).then(
      (info) => live && setState({ info, error: null }),
      (error: unknown) => live && setState({ info: null, error: errorMessage(error) }),
    );
    return () => {
      live = false;
    };
    // `known` is the page's answer, read once at mount.
  }, []);
  return state;
}
