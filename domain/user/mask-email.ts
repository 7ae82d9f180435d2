/**
 * An address shown partly, for a mail to someone who may not be its owner (the old address told of a
 * change): the first letter of the name and of the domain, and the ending. "pat.new@example.com" reads
 * "p***@e***.com".
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  const name = email.slice(0, at);
  const domain = email.slice(at + 1);
  const dot = domain.lastIndexOf('.');
  const host = dot > 0 ? domain.slice(0, dot) : domain;
  const ending = dot > 0 ? domain.slice(dot) : '';
  return `${name[0]}***@${host[0] ?? ''}***${ending}`;
}
