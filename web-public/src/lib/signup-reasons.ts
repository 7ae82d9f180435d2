/**
 * Why a visitor is asked to sign up (issue 34, point 7): visitors search, open listings and read reviews
 * freely; the sign-up modal opens only when they ask for something an account does, with the reason as its
 * title. One place for the wording, so every button says it the same way.
 */
export const SIGNUP_TITLE = 'Sign up for free';

/** The plane as a person names it: its make ("this Cessna"), else its model, else "this plane". */
function planeName(aircraft: { make?: string | null; model?: string | null }): string {
  return aircraft.make?.trim() || aircraft.model?.trim() || 'plane';
}

const person = (first: string | null | undefined, fallback: string) => first?.trim() || fallback;

export const signupReasons = {
  /** A rental's Request: "Sign up to ask Tom for this Cessna". */
  request: (ownerFirst: string | null | undefined, aircraft: { make?: string | null; model?: string | null }) =>
    `Sign up to ask ${person(ownerFirst, 'the owner')} for this ${planeName(aircraft)}`,
  /** A share, partnership or club's Request to join. */
  join: (ownerFirst: string | null | undefined, aircraft: { make?: string | null; model?: string | null }) =>
    `Sign up to ask ${person(ownerFirst, 'the owner')} about joining this ${planeName(aircraft)}`,
  /** A listing's public question: "Sign up to ask Tom a question about this Cessna". */
  question: (ownerFirst: string | null | undefined, aircraft: { make?: string | null; model?: string | null }) =>
    `Sign up to ask ${person(ownerFirst, 'the owner')} a question about this ${planeName(aircraft)}`,
  /** The minimums on a listing: "Sign up to see whether you qualify for this Cessna". */
  qualify: (aircraft: { make?: string | null; model?: string | null }) =>
    `Sign up to see whether you qualify for this ${planeName(aircraft)}`,
  /** Report under a review, answer, question or message: "Sign up to report this review". */
  report: (what: string) => `Sign up to report this ${what}`,
  message: (first: string | null | undefined) => `Sign up to message ${person(first, 'them')}`,
  savePlane: 'Sign up to save this plane',
  saveProfessional: 'Sign up to save this professional',
  listPlane: 'Sign up to list your plane',
  /** Following an airport for new-listing alerts: "Sign up to follow KLOU", or the visitor's airports. */
  follow: (airportCode?: string | null) => `Sign up to follow ${airportCode?.trim() || 'your airports'}`,
} as const;

/** What a page that needs a log-in holds, by its path: "/messages" is "read your messages". */
const PAGES: [prefix: string, what: string][] = [
  ['/messages/new', 'to send a message'],
  ['/messages', 'to read your messages'],
  ['/shares/mine', 'to see your planes'],
  ['/account/listings', 'to see your planes'],
  ['/account/requests', 'to see your requests'],
  ['/account/bookings', 'to see your bookings'],
  ['/account/favorites', 'to see your favorites'],
  ['/account/alerts', 'to see your airport alerts'],
  ['/account/subscription', 'to see your subscription'],
  ['/account/record', 'to see your pilot record'],
  ['/account/professional', 'to see your professional profile'],
  ['/account', 'to see your account'],
];

const under = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

/**
 * The title of the sign-up modal a visitor meets on a page that needs a log-in (the route guard sends him
 * home with it): what that page would have shown him, and that a member logs in ("Sign up or log in to read
 * your messages"); listing a plane asks as its button does. Any other path keeps the plain title.
 */
export function signupReasonForPage(pathname: string): string {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (under(path, '/list')) return signupReasons.listPlane;
  const page = PAGES.find(([prefix]) => under(path, prefix));
  return page ? `Sign up or log in ${page[1]}` : SIGNUP_TITLE;
}
