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
  message: (first: string | null | undefined) => `Sign up to message ${person(first, 'them')}`,
  savePlane: 'Sign up to save this plane',
  saveProfessional: 'Sign up to save this professional',
  listPlane: 'Sign up to list your plane',
  /** Following an airport for new-listing alerts: "Sign up to follow KLOU", or the visitor's airports. */
  follow: (airportCode?: string | null) => `Sign up to follow ${airportCode?.trim() || 'your airports'}`,
} as const;
