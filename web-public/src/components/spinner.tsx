/** A small inline spinner for busy buttons; the button's text says what is happening. */
export function Spinner() {
  return <span className="spinner" aria-hidden="true" />;
}
