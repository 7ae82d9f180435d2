/**
 * A field people never see or reach with the keyboard; bots that fill every input fill it too, and the
 * server refuses the submission.
 */
export function HoneypotField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <div className="honeypot" aria-hidden="true">
      <label>
        Leave this field blank
        <input
          type="email"
          name="contact_email"
          tabIndex={-1}
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </label>
    </div>
  );
}
