/** A field's messages, beside it; the field names this element in aria-describedby. */
export function FieldErrorText({ id, errors }: { id: string; errors?: readonly string[] }) {
  if (!errors?.length) return null;
  return (
    <div id={id} className="field-error-text">
      {errors.map((message) => (
        <p key={message} className="field-error">
          {message}
        </p>
      ))}
    </div>
  );
}

/** The ids of the elements describing a field (hint, messages), or nothing. */
export const describedBy = (...ids: (string | false | null | undefined)[]): string | undefined => ids.filter(Boolean).join(' ') || undefined;

/** The wrapper's classes: `field`, the caller's, and `field-invalid` while the field has messages. */
export const fieldClass = (className: string | undefined, errors: readonly string[] | undefined): string =>
  ['field', className, errors?.length ? 'field-invalid' : null].filter(Boolean).join(' ');
