import { BooleanInput, DateTimeInput, NumberInput, SimpleForm, TextInput } from 'react-admin';
import type { PromotionCodeFields } from './promotion-code';
import { parseLocalDateTime } from '../lib/local-date-time';
import { upperCase, validateCode, validateExpiresAt, validatePercentOff } from './promotion-code-rules';

/** The create and edit form; SimpleForm's toolbar adds Delete when it edits a saved code. */
export const PromotionCodeForm = ({ defaultValues }: { defaultValues?: Partial<PromotionCodeFields> }) => (
  <SimpleForm defaultValues={defaultValues} sx={{ maxWidth: 480 }}>
    <TextInput
      source="code"
      validate={validateCode}
      parse={upperCase}
      helperText="Upper-case letters, digits and dashes; at most 40 characters"
      autoComplete="off"
    />
    <NumberInput source="percentOff" label="Percent off" validate={validatePercentOff} />
    <DateTimeInput
      source="expiresAt"
      label="Expires at"
      validate={validateExpiresAt}
      parse={parseLocalDateTime}
      helperText="Leave empty: never expires"
    />
    <BooleanInput source="active" helperText="An inactive code is refused at checkout" />
  </SimpleForm>
);
