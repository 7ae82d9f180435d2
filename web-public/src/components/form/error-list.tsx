/** The bulleted list of messages shown above a form's buttons. Announced when it appears. */
export function ErrorList({ errors, className }: { errors: readonly string[]; className?: string }) {
  return (
    <div role="alert" className={className}>
      {errors.length > 0 && (
        <ul className="error-list">
          {errors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
