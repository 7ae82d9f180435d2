import { useEffect, useId, useRef, useState, type Ref } from 'react';
import { FieldErrorText } from '../form/field-error-text';
import { useShownErrors } from '../form/use-shown-errors';
import { usePublicConfig } from '../../hooks/use-public-config';
import { AltchaCheck } from './altcha-check';
import { HUMAN_CHECK_OFF_CODE, type HumanCheckHandle } from './human-check-types';
import { RecaptchaCheck } from './recaptcha-check';

interface HumanCheckProps {
  /** The code to send as `code`: a payload or token once verified, "off" when not required, else null. */
  onChange: (code: string | null) => void;
  ref?: Ref<HumanCheckHandle>;
  /** The check's messages of a refused submit ("Must verify with reCAPTCHA", "ReCAPTCHA failed"). */
  errors?: readonly string[];
}

/** The human check the server asks for (GET /api/config): ALTCHA, reCAPTCHA or none. */
export function HumanCheck({ onChange: tell, ref, errors: given }: HumanCheckProps) {
  const { config, error } = usePublicConfig();
  const errorId = `${useId()}-error`;
  // Each code the check gives is a change of the field: a message of the last submit goes with it.
  const [codes, setCodes] = useState(0);
  const errors = useShownErrors(given, codes);
  const invalid = Boolean(errors?.length);
  const onChange = (code: string | null) => {
    if (code) setCodes((n) => n + 1);
    tell(code);
  };
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const kind = config?.humanCheck;

  useEffect(() => {
    if (kind === 'off') onChangeRef.current(HUMAN_CHECK_OFF_CODE);
  }, [kind]);

  if (error) {
    return (
      <p className="field-error" role="alert">
        The human check could not load. {error}
      </p>
    );
  }
  if (!config || config.humanCheck === 'off') return invalid ? <FieldErrorText id={errorId} errors={errors} /> : null;
  return (
    <div
      className={`human-check${invalid ? ' field-invalid' : ''}`}
      aria-invalid={invalid || undefined}
      aria-describedby={invalid ? errorId : undefined}
      tabIndex={invalid ? -1 : undefined}
    >
      {config.humanCheck === 'recaptcha' && config.recaptchaSiteKey ? (
        <RecaptchaCheck siteKey={config.recaptchaSiteKey} onChange={onChange} ref={ref} />
      ) : config.humanCheck === 'altcha' ? (
        <AltchaCheck onChange={onChange} ref={ref} />
      ) : (
        <p className="field-error" role="alert">
          The human check is not set up on this server. Please contact us.
        </p>
      )}
      <FieldErrorText id={errorId} errors={errors} />
    </div>
  );
}
