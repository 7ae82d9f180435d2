/**
 * The asterisk of a required field (spec 2). Hidden from screen readers, which hear aria-required; the
 * fields name themselves by the label text alone (aria-labelledby), so the name stays "Title".
 */
export function RequiredMark() {
  return (
    <span className="required-mark" aria-hidden="true">
      {' '}
      *
    </span>
  );
}
