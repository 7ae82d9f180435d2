import type { FieldErrors } from '../../../../../domain/field-errors';
import { SelectField } from '../../../components/form/select-field';
import { SHARE_PERCENT_CHOICES } from '../../../../../domain/share/share-types';
import { TextField } from '../../../components/form/text-field';
import { asksFor, textFieldProps, type ShareFormValues } from '../utils/share-form-values';

interface TypeSpecificFieldsProps {
  values: ShareFormValues;
  onChange: (patch: Partial<ShareFormValues>) => void;
  errors?: FieldErrors;
}

const CUSTOM = 'custom';

/** Which share choice a percent is, within 0.05 points (33.33 is 1/3), as the price label reads it. */
function shareChoice(values: ShareFormValues): string {
  if (values.sharePercentCustom) return CUSTOM;
  if (!values.sharePercentOffered.trim()) return '';
  const n = Number(values.sharePercentOffered);
  const choice = SHARE_PERCENT_CHOICES.find((c) => c.value !== null && Math.abs(c.value - n) < 0.05);
  return choice ? choice.label : CUSTOM;
}

/**
 * The fields only one type asks for: business name (flight school), cost and pilots (partnership), the
 * share and its price (share purchase), the club's details (flying club).
 */
export function TypeSpecificFields({ values, onChange, errors = {} }: TypeSpecificFieldsProps) {
  const { type } = values;
  const text = textFieldProps(values, onChange, errors);
  const choice = shareChoice(values);

  return (
    <>
      {asksFor(type, 'businessName') && <TextField label="Business name" {...text('businessName')} autoComplete="organization" />}

      {type === 'PARTNERSHIP_REQUEST_TO_PURCHASE' && (
        <div className="form-row">
          <TextField label="Approximate cost ($)" {...text('cost')} inputMode="decimal" placeholder="250,000" />
          <TextField label="Desired number of pilots" {...text('desiredNumberOfPilots')} type="number" min={1} max={10} step={1} />
        </div>
      )}

      {type === 'PRIVATE_OWNER_SHARE_PURCHASE' && (
        <div className="form-row">
          <SelectField
            label="Share offered"
            value={choice}
            // A custom percent shows its messages at its own box.
            errors={choice === CUSTOM ? undefined : errors.sharePercentOffered}
            onChange={(label) => {
              const picked = SHARE_PERCENT_CHOICES.find((c) => c.label === label);
              if (!picked) onChange({ sharePercentOffered: '', sharePercentCustom: false });
              else if (picked.value === null) onChange({ sharePercentCustom: true });
              else onChange({ sharePercentOffered: String(Math.round(picked.value * 10000) / 10000), sharePercentCustom: false });
            }}
          >
            <option value="">Choose a share</option>
            {SHARE_PERCENT_CHOICES.map((c) => (
              <option key={c.label} value={c.label}>
                {c.label}
              </option>
            ))}
          </SelectField>
          {choice === CUSTOM && <TextField label="Custom share (%)" {...text('sharePercentOffered')} inputMode="decimal" placeholder="10" />}
          <TextField label="Price for the share ($)" {...text('cost')} inputMode="decimal" placeholder="45,000" />
        </div>
      )}

      {type === 'FLIGHT_CLUB' && (
        <fieldset className="field share-fieldset">
          <legend>Flying club</legend>
          <div className="form-row">
            <TextField label="Club name" {...text('clubName')} autoComplete="organization" />
            <TextField label="Club representative" {...text('clubRepName')} autoComplete="name" />
          </div>
          <div className="form-row">
            <TextField label="Club member size" {...text('clubMemberSize')} type="number" min={0} step={1} />
            <TextField label="Number of aircraft in the club" {...text('clubNumAircrafts')} type="number" min={0} step={1} />
          </div>
          <TextField label="Club website" {...text('clubWebsiteUrl')} type="url" inputMode="url" placeholder="https://" />
          <div className="form-row">
            <TextField label="Club email" {...text('clubEmail')} type="email" autoComplete="email" />
            <TextField label="Club phone" {...text('clubPhone')} type="tel" autoComplete="tel" />
          </div>
        </fieldset>
      )}

    </>
  );
}
