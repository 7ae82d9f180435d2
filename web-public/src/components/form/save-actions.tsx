import { Spinner } from '../spinner';
import { ErrorList } from './error-list';

interface SaveActionsProps {
  /** From useFormSave: the messages that belong to no field of the form. */
  errors: readonly string[];
  saving: boolean;
  /** The button that ends what the form edits (delete the account, stop being a professional). */
  dangerLabel: string;
  onDanger: () => void;
}

/** The foot of an account tab's form: its errors, Save, and the danger button (styled by account.css). */
export function SaveActions({ errors, saving, dangerLabel, onDanger }: SaveActionsProps) {
  return (
    <>
      <ErrorList errors={errors} />
      <div className="form-actions account-actions">
        <button type="submit" className="button button-primary" disabled={saving} aria-busy={saving}>
          {saving && <Spinner />}
          Save
        </button>
        <button type="button" className="button button-danger-outline" onClick={onDanger} disabled={saving}>
          {dangerLabel}
        </button>
      </div>
    </>
  );
}
