import { describe, expect, it } from 'vitest';
import { decideAccess } from '../../../web-public/src/app/route-requirements';
import { SIGNUP_TITLE, signupReasonForPage, signupReasons } from '../../../web-public/src/lib/signup-reasons';

describe("the sign-up modal's reason (issue 34, point 7)", () => {
  it("names the owner and the plane for a listing's question", () => {
    expect(signupReasons.question('Tom', { make: 'Cessna', model: '172S' })).toBe('Sign up to ask Tom a question about this Cessna');
    expect(signupReasons.question(' ', { make: null, model: null })).toBe('Sign up to ask the owner a question about this plane');
  });

  it('says what a page that needs a log-in holds, by its path', () => {
    expect(signupReasonForPage('/account')).toBe('Sign up or log in to see your account');
    expect(signupReasonForPage('/account/basic')).toBe('Sign up or log in to see your account');
    expect(signupReasonForPage('/account/requests/')).toBe('Sign up or log in to see your requests');
    expect(signupReasonForPage('/account/listings')).toBe('Sign up or log in to see your planes');
    expect(signupReasonForPage('/shares/mine')).toBe('Sign up or log in to see your planes');
    expect(signupReasonForPage('/messages')).toBe('Sign up or log in to read your messages');
    expect(signupReasonForPage('/messages/12')).toBe('Sign up or log in to read your messages');
    expect(signupReasonForPage('/messages/new')).toBe('Sign up or log in to send a message');
    expect(signupReasonForPage('/list/general')).toBe(signupReasons.listPlane);
    // Only whole segments: "/listing" (the tips page) and "/accounting" are not these pages.
    expect(signupReasonForPage('/listing')).toBe(SIGNUP_TITLE);
    expect(signupReasonForPage('/accounting')).toBe(SIGNUP_TITLE);
  });

  it("sends a visitor home with that reason, coming back to the page asked for once signed up or logged in", () => {
    expect(decideAccess(['login'], { status: 'ready', user: null, page: '/messages/12?x=1' })).toEqual({
      kind: 'redirect',
      to: '/',
      modal: { name: 'signup', props: { reason: 'Sign up or log in to read your messages', postSignupRoute: '/messages/12?x=1' } },
    });
    // Signing out on the page just leaves it.
    expect(decideAccess(['login'], { status: 'ready', user: null, signedOutHere: true, page: '/messages' })).toEqual({ kind: 'redirect', to: '/' });
  });
});

describe("the sign-up reason of a listing's minimums and of Report (issue 34, point 7)", () => {
  it('names the plane for the minimums, and what would be reported', () => {
    expect(signupReasons.qualify({ make: 'Cessna', model: '172S' })).toBe('Sign up to see whether you qualify for this Cessna');
    expect(signupReasons.qualify({ make: ' ', model: 'SR22' })).toBe('Sign up to see whether you qualify for this SR22');
    expect(signupReasons.report('review')).toBe('Sign up to report this review');
  });
});
