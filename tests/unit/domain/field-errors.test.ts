import { describe, expect, it } from 'vitest';
import { fieldErrors, messagesOf, readFieldErrors } from '../../../domain/field-errors.js';
import { instructorErrors, instructorFieldErrors, INSTRUCTOR_MESSAGES } from '../../../domain/instructor/instructor-rules.js';
import {
  generalStepErrors, generalStepFieldErrors, mediaStepFieldErrors, SHARE_MESSAGES as S, shareErrors, shareFieldErrors,
} from '../../../domain/share/share-rules.js';
import {
  MESSAGES as A, profileUpdateErrors, profileUpdateFieldErrors, signupErrors, signupFieldErrors,
} from '../../../domain/user/account-rules.js';

const NOW = new Date('2025-06-01T12:00:00Z');

const club = {
  type: 'FLIGHT_CLUB',
  description: 'A friendly club.',
  clubName: 'Derby City Flyers',
  clubRepName: 'Angela Brooks',
  clubWebsiteUrl: 'https://derbycity-flyers.example.org',
  clubEmail: 'join@derbycity',
  clubPhone: '(502) 555-0178',
  airport: 12,
  media: [{ type: 'image', url: '/media/shares/a.jpg' }],
  defaultMedia: 0,
};

describe('the rule functions know the field of each message', () => {
  it('puts a bad club email on clubEmail, and only there', () => {
    expect(shareFieldErrors(club, NOW)).toEqual({ clubEmail: [S.clubEmailInvalid] });
  });

  it('names each field of a listing refused on several steps, in form order', () => {
    const fields = shareFieldErrors({ type: 'PRIVATE_OWNER_RENTAL', tailNumber: 'N1', url: 'not a url', media: [] }, NOW);
    expect(Object.keys(fields)).toEqual(['title', 'description', 'url', 'make', 'model', 'ratePerHour', 'airport', 'media']);
    expect(fields.ratePerHour).toEqual([S.rateRequired]);
    expect(fields.media).toEqual([S.media]);
  });

  it('keeps both tail number messages on tailNumber', () => {
    expect(generalStepFieldErrors({ type: 'FLIGHT_CLUB', tailNumber: 'NOPE-TOO-LONG' }, NOW).tailNumber).toEqual([S.tailNumberFormat]);
  });

  it('tells the cover apart from the media', () => {
    const media = [{ type: 'image', url: '/a.jpg' }, { type: 'youtube', url: 'https://youtu.be/dQw4w9WgXcQ' }];
    expect(mediaStepFieldErrors({ media, defaultMedia: 1 })).toEqual({ defaultMedia: [S.defaultMedia] });
    expect(mediaStepFieldErrors({ media: [{ type: 'youtube', url: 'nope' }] })).toEqual({ media: [S.videoLink, S.mediaImage] });
  });

  it('answers the same list as before, flattened in form order', () => {
    const input = { type: 'FBO_RENTAL', title: 'x'.repeat(121), clubEmail: 'bad', preferredInstructorEmail: 'bad' };
    expect(shareErrors(input, NOW)).toEqual(messagesOf(shareFieldErrors(input, NOW)));
    expect(generalStepErrors(input, NOW)).toEqual([
      S.tailNumber, S.titleTooLong, S.description, S.make, S.model, S.rateRequired, S.businessName, S.clubEmailInvalid,
    ]);
  });

  it('puts a password mismatch on the confirmation and a taken format on the username', () => {
    const input = { email: '', username: 'a b', password: 'short', confirmPassword: 'other' };
    expect(signupFieldErrors(input)).toEqual({
      email: [A.emailRequired],
      username: [A.usernameInvalid],
      password: [A.passwordTooShort],
      confirmPassword: [A.passwordMismatch],
    });
    expect(signupErrors(input)).toEqual(messagesOf(signupFieldErrors(input)));
  });

  it('maps the account tab, a social account typing a password included', () => {
    expect(profileUpdateFieldErrors({ email: 'x', bio: 5 }, 'local')).toEqual({ email: [A.emailInvalid], bio: ['Bio must be text'] });
    expect(profileUpdateFieldErrors({ password: 'long-enough' }, 'google')).toEqual({ password: [A.socialAccountNoPassword] });
    expect(profileUpdateErrors({ email: 'x', totalHours: '5' }, 'local')).toHaveLength(2);
  });

  it('maps the professional profile on its payload names', () => {
    const input = { ratePerHour: 'a lot', about: '', airport: null, tags: [] };
    const fields = instructorFieldErrors(input, { avatarPresent: false });
    expect(fields).toEqual({
      ratePerHour: [INSTRUCTOR_MESSAGES.rateRequired],
      about: [INSTRUCTOR_MESSAGES.about],
      airport: [INSTRUCTOR_MESSAGES.airport],
      avatar: [INSTRUCTOR_MESSAGES.avatar],
      tags: [INSTRUCTOR_MESSAGES.tagsEmpty],
    });
    expect(instructorErrors(input, { avatarPresent: false })).toEqual(messagesOf(fields));
  });
});

describe('field maps', () => {
  it('drop empty fields and join a field named twice', () => {
    expect(fieldErrors([['a', []], ['b', ['one']], ['a', ['two']], ['b', ['three']]])).toEqual({ b: ['one', 'three'], a: ['two'] });
  });

  it('read from an answer keep only lists of strings', () => {
    expect(readFieldErrors({ title: ['Please add a title', 5], make: 'x', 7: ['seven'] })).toEqual({ 7: ['seven'], title: ['Please add a title'] });
    expect(readFieldErrors(['x'])).toEqual({});
    expect(readFieldErrors(null)).toEqual({});
  });
});
