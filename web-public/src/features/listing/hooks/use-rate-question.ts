import { useRef, useState } from 'react';
import { unusualRateQuestion } from '../../../../../domain/share/rate-plausibility';
import type { ShareType } from '../../../../../domain/share/share-types';

/** The question about an unusual rate, shown under the rate field until answered. */
export interface RateQuestion {
  text: string;
  /** "Yes, it is right": keep the rate and go on (submits the form again). */
  confirm: () => void;
}

/**
 * Asks once per rate typed whether an unusual one is meant (a confirmation, not a refusal). `mayProceed`
 * answers whether Save or Next may go on; when not, the question shows, and its Yes goes on.
 */
export function useRateQuestion(type: ShareType, rate: string, resubmit: () => void) {
  const confirmed = useRef<string | null>(null);
  const [asked, setAsked] = useState<string | null>(null);
  const text = unusualRateQuestion(type, rate);

  const mayProceed = (): boolean => {
    if (!text || confirmed.current === `${type}|${rate}`) return true;
    setAsked(`${type}|${rate}`);
    return false;
  };

  // The question stays while the rate it asked about is in the box; a new rate is asked about anew.
  const question: RateQuestion | null =
    text && asked === `${type}|${rate}`
      ? {
          text,
          confirm: () => {
            confirmed.current = `${type}|${rate}`;
            setAsked(null);
            resubmit();
          },
        }
      : null;

  return { question, mayProceed };
}
