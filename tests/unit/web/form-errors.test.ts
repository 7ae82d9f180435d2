import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../web-public/src/lib/api-client.js';
import { placeErrors, requestErrors } from '../../../web-public/src/lib/form-errors.js';

describe('placing a refused form’s messages', () => {
  it('puts each message beside a field the form shows, and the rest in the list', () => {
    expect(placeErrors({ title: ['Please add a title'], pricePercentOffered: ['Price percent offered must be between 0 and 100'] }, ['title'])).toEqual({
      fields: { title: ['Please add a title'] },
      general: ['Price percent offered must be between 0 and 100'],
    });
  });

  it('places a server answer by its fields, keeping the messages without one', () => {
    const refused = new ApiError(400, 'validation_failed', 'Please add a title', ['Please add a title', 'Your listing could not be saved.'], {
      title: ['Please add a title'],
    });
    expect(requestErrors(refused, ['title', 'make'])).toEqual({ fields: { title: ['Please add a title'] }, general: ['Your listing could not be saved.'] });
  });

  it('lists every message of an answer without fields', () => {
    expect(requestErrors(new ApiError(0, 'network', 'Could not reach Wingshare.'), ['title'])).toEqual({ fields: {}, general: ['Could not reach Wingshare.'] });
  });
});
