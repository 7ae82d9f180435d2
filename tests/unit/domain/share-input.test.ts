import { describe, expect, it } from 'vitest';
import { readShareInput } from '../../../domain/share/share-input.js';
import { shareErrors } from '../../../domain/share/share-rules.js';

// Issue 12, defect 1: a ShareView written back nests the aircraft; the rules read it like the wizard's flat fields.
describe('readShareInput', () => {
  const view = {
    type: 'PRIVATE_OWNER_RENTAL', title: 'Skyhawk', description: 'Nice.', ratePerHour: 150, tailNumber: 'N172SP',
    airport: { id: 7, locationId: 'LOU' }, media: [{ type: 'image', url: '/media/shares/a.jpg', videoId: null }], defaultMedia: 0,
    aircraft: { id: 3, tailNumber: 'N172SP', make: 'Cessna', model: '172S', year: 2005, categories: ['Trainer'], tags: ['Single Engine'] },
  };

  it('fills in the aircraft fields from the nested object, so the view passes the rules', () => {
    const input = readShareInput(view);
    expect(input).toMatchObject({ make: 'Cessna', model: '172S', year: 2005, categories: ['Trainer'], tags: ['Single Engine'] });
    expect(input).not.toHaveProperty('id');
    expect(shareErrors(input)).toEqual([]);
  });

  it('lets a field sent at the top level win over the nested one', () => {
    expect(readShareInput({ ...view, make: 'Piper' })).toMatchObject({ make: 'Piper', model: '172S' });
  });

  it.each(['Cessna', 7, null, [{ make: 'Cessna' }]])('ignores an aircraft that is not an object (%j)', (aircraft) => {
    expect(readShareInput({ title: 'x', aircraft } as never)).toEqual({ title: 'x', aircraft });
  });

  it('leaves a nested value of the wrong type for the rules to refuse', () => {
    expect(shareErrors(readShareInput({ ...view, aircraft: { make: { a: 1 }, model: '172S' } }))).toContain('Make must be text');
  });
});
