/**
 * Short forms of given names: a pilot signs up as Tom, the FAA writes THOMAS. Each group is one name's forms;
 * two first names agree when they are in one group. Kept to forms in common US use: a match still needs the
 * last name and the place, and two candidates still make it ambiguous.
 */
const GROUPS: readonly string[][] = [
  ['THOMAS', 'TOM', 'TOMMY'], ['DANIEL', 'DAN', 'DANNY'], ['BENJAMIN', 'BEN', 'BENNY'], ['CHRISTOPHER', 'CHRIS'], ['CHRISTINE', 'CHRIS', 'CHRISTY'],
  ['NATHAN', 'NATE'], ['NATHANIEL', 'NATE', 'NAT'], ['WALTER', 'WALT'], ['HENRY', 'HANK', 'HARRY'], ['WILLIAM', 'WILL', 'BILL', 'BILLY', 'LIAM'],
  ['ROBERT', 'ROB', 'BOB', 'BOBBY', 'BERT'], ['RICHARD', 'RICK', 'RICH', 'DICK'], ['JAMES', 'JIM', 'JIMMY', 'JAMIE'], ['JOHN', 'JACK', 'JOHNNY'],
  ['JOSEPH', 'JOE', 'JOEY'], ['MICHAEL', 'MIKE', 'MICKEY'], ['EDWARD', 'ED', 'EDDIE', 'TED', 'NED'], ['THEODORE', 'TED', 'TEDDY', 'THEO'],
  ['ANTHONY', 'TONY'], ['STEVEN', 'STEVE'], ['STEPHEN', 'STEVE'], ['ALEXANDER', 'ALEX'], ['ALEXANDRA', 'ALEX', 'SANDRA'], ['SAMUEL', 'SAM', 'SAMMY'],
  ['SAMANTHA', 'SAM'], ['MATTHEW', 'MATT'], ['NICHOLAS', 'NICK'], ['JACOB', 'JAKE'], ['ANDREW', 'ANDY', 'DREW'], ['DAVID', 'DAVE'],
  ['GREGORY', 'GREG'], ['KENNETH', 'KEN', 'KENNY'], ['RONALD', 'RON'], ['DONALD', 'DON'], ['GERALD', 'JERRY'], ['LAWRENCE', 'LARRY'],
  ['PATRICK', 'PAT'], ['PATRICIA', 'PAT', 'PATTY', 'TRISH'], ['ELIZABETH', 'LIZ', 'BETH', 'BETSY', 'ELIZA'], ['KATHERINE', 'KATE', 'KATIE', 'KATHY'],
  ['KATHRYN', 'KATE', 'KATIE', 'KATHY'], ['MARGARET', 'MEG', 'MAGGIE', 'PEGGY'], ['JENNIFER', 'JEN', 'JENNY'], ['SUSAN', 'SUE', 'SUSIE'],
  ['DEBORAH', 'DEB', 'DEBBIE'], ['REBECCA', 'BECKY'], ['VICTORIA', 'VICKY', 'TORI'], ['ABIGAIL', 'ABBY'], ['DOUGLAS', 'DOUG'], ['TIMOTHY', 'TIM'],
  ['JEFFREY', 'JEFF'], ['RAYMOND', 'RAY'], ['FREDERICK', 'FRED'], ['CHARLES', 'CHARLIE', 'CHUCK'], ['PETER', 'PETE'], ['GEORGE'], ['ZACHARY', 'ZACK'],
];

const FORMS = new Map<string, Set<number>>();
GROUPS.forEach((group, i) => {
  for (const form of group) FORMS.set(form, (FORMS.get(form) ?? new Set()).add(i));
});

/** Whether two normalised first names are forms of one name ("TOM" and "THOMAS"). */
export function sameGivenName(a: string, b: string): boolean {
  if (a === b) return true;
  const groups = FORMS.get(a);
  if (!groups) return false;
  for (const g of FORMS.get(b) ?? []) if (groups.has(g)) return true;
  return false;
}
