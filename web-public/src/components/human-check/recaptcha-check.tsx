import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { errorMessage } from '../../lib/api-client';
import type { HumanCheckHandle } from './human-check-types';
import { loadRecaptcha, type Grecaptcha } from './load-recaptcha';

interface RecaptchaCheckProps {
  siteKey: string;
  onChange: (code: string | null) => void;
  ref?: Ref<HumanCheckHandle>;
}

/** Google reCAPTCHA v2 checkbox; its token is the code the server verifies. */
export function RecaptchaCheck({ siteKey, onChange, ref }: RecaptchaCheckProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const widget = useRef<{ api: Grecaptcha; id: number } | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const [error, setError] = useState<string | null>(null);

  useImperativeHandle(ref, () => ({
    reset: () => {
      onChangeRef.current(null);
      if (widget.current) widget.current.api.reset(widget.current.id);
    },
  }));

  useEffect(() => {
    let live = true;
    loadRecaptcha().then(
      (api) => {
        if (!live || !containerRef.current || widget.current) return;
        const id = api.render(containerRef.current, {
          sitekey: siteKey,
          callback: (token) => onChangeRef.current(token),
          'expired-callback': () => onChangeRef.current(null),
          'error-callback': () => setError('reCAPTCHA could not verify you. Please try again.'),
        });
        widget.current = { api, id };
      },
      (e: unknown) => live && setError(errorMessage(e)),
    );
    return () => {
      live = false;
    };
  }, [siteKey]);

  return (
    <>
      <div ref={containerRef} />
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}
