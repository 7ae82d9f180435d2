import { useEffect, useState } from 'react';
import { errorMessage } from '../lib/api-client';
import { getPlans, type PlansInfo } from '../lib/plans.api';

export interface PlansState {
  info: PlansInfo | null;
  error: string | null;
}

export function usePlans(): PlansState {
  const [state, setState] = useState<PlansState>({ info: null, error: null });
  useEffect(() => {
    let live = true;
    getPlans().then(
      (info) => live && setState({ info, error: null }),
      (error: unknown) => live && setState({ info: null, error: errorMessage(error) }),
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}
