import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import type { AltchaWidgetElement } from 'altcha';
import type {} from 'altcha/types/react';
import { errorMessage } from '../../lib/api-client';
import type { HumanCheckHandle } from './human-check-types';

interface StateChangeDetail {
  state: string;
  payload?: string | null;
}

/** The self-hosted ALTCHA proof-of-work widget; its payload is the code the server verifies. */
export function AltchaCheck({ onChange, ref }: { onChange: (code: string | null) => void; ref?: Ref<HumanCheckHandle> }) {
  const widgetRef = useRef<AltchaWidgetElement>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const [loadError, setLoadError] = useState<string | null>(null);

  useImperativeHandle(ref, () => ({
    reset: () => {
      onChangeRef.current(null);
      widgetRef.current?.reset?.();
    },
  }));

  useEffect(() => {
    // Registers <altcha-widget>; the element upgrades in place once the code has loaded.
    import('altcha').catch((error: unknown) => setLoadError(errorMessage(error)));
    const widget = widgetRef.current;
    if (!widget) return;
    const listener = (event: Event) => {
      const detail = (event as CustomEvent<StateChangeDetail>).detail;
      onChangeRef.current(detail?.state === 'verified' && detail.payload ? detail.payload : null);
    };
    widget.addEventListener('statechange', listener);
    return () => widget.removeEventListener('statechange', listener);
  }, []);

  return (
    <>
      <altcha-widget ref={widgetRef} challenge="/api/captcha/challenge" />
      {loadError && (
        <p className="field-error" role="alert">
          The human check could not load. {loadError}
        </p>
      )}
    </>
  );
}
