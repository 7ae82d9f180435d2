import { useEffect, useState } from 'react';
import { httpClient } from '../http-client';

export type PaymentMode = 'stripe' | 'sandbox';

/**
 * How this installation takes payments (GET /api/plans). Promotion codes are the local sandbox's;
 * with Stripe they are managed in Stripe's dashboard. null until known, 'unknown' if the call failed.
 */
export function usePaymentMode(): PaymentMode | 'unknown' | null {
  const [mode, setMode] = useState<PaymentMode | 'unknown' | null>(null);
  useEffect(() => {
    let current = true;
    httpClient('/api/plans')
      .then(({ json }) => {
        if (current) setMode((json as { mode: PaymentMode }).mode);
      })
      .catch((error: Error) => {
        console.error('GET /api/plans failed; the menu keeps Promotion codes and the server decides', error);
        if (current) setMode('unknown');
      });
    return () => {
      current = false;
    };
  }, []);
  return mode;
}
