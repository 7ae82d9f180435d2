import { useEffect, useState } from 'react';
import { errorMessage } from '../lib/api-client';
import { getPublicConfig, type PublicConfig } from '../lib/public-config';

export interface PublicConfigState {
  config: PublicConfig | null;
  error: string | null;
}

export function usePublicConfig(): PublicConfigState {
  const [state, setState] = useState<PublicConfigState>({ config: null, error: null });
  useEffect(() => {
    let live = true;
    getPublicConfig().then(
      (config) => live && setState({ config, error: null }),
      (error: unknown) => live && setState({ config: null, error: errorMessage(error) }),
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}
