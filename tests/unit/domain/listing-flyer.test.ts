import { describe, expect, it } from 'vitest';
import { FLYER_TEXT_LIMIT, flyerAirportLine, flyerContact, flyerSpecs, listingFlyer, MESSAGE_ON_WINGSHARE } from '../../../domain/share/listing-flyer.js';
import type { Share } from '../../../domain/share/share.js';

// What the printable flyer says (issue 41): the PDF lays it out; these are its rules.

const LOU = { id: 7, locationId: 'LOU', facility: 'Bowman Field', city: 'Louisville', state: 'KY', lat: 38.23, long: -85.66 };

function aShare(overrides: Partial<Share> = {}, aircraft: Partial<Share['aircraft']> = {}): Share {
  return {
    id: 41, aircraftId: 9, type: 'PRIVATE_OWNER_RENTAL', title: 'Weekend Skyhawk', description: '', url: '', ratePerHour: 165,
    isWet: false, businessName: '', cost: null, desiredNumberOfPilots: 0, sharePercentOffered: null, pricePercentOffered: null,
    clubName: '', clubRepName: '', clubMemberSize: null, clubNumAircrafts: null, clubWebsiteUrl: '', clubEmail: '', clubPhone: '',
    preferredInstructorName: '', preferredInstructorEmail: '', defaultMedia: 1, minimums: {}, isActive: true, airport: LOU,
    media: [{ type: 'youtube', url: 'https://youtu.be/x', videoId: 'x' }, { type: 'image', url: '/media/shares/a.jpg' }, { type: 'image', url: '/media/shares/b.jpg' }],
    owner: { id: 1, first: 'Orville', last: 'Wright', email: null }, listDate: new Date(), updatedAt: new Date(),
    aircraft: {
      id: 9, tailNumber: 'N172SP', regOwner: 'Wright Holdings LLC', make: 'Cessna', model: '172S', year: 2005, serial: '17280001', engineHours: 1250,
      engineManufacturer: 'Lycoming', engineModel: 'IO-360-L2A', classification: '', categories: [], interior: '', exterior: '', avionics: 'Garmin G1000',
      equipment: '', comments: '', tags: [], instrumentRatingRequired: false,
      retractable: false, complex: false, highPerformance: false, tailwheel: false, multiEngine: false, ...aircraft,
    },
    ...overrides,
  };
}

describe('listingFlyer', () => {
  it('says the title, the aircraft, the type label, the price as cards do, the airport, the main photo and the link', () => {
    const flyer = listingFlyer(aShare());
    expect(flyer).toMatchObject({
      title: 'Weekend Skyhawk', subtitle: '2005 Cessna 172S', typeLabel: 'private owner rental', price: '$165 / hour',
      airport: { code: 'LOU', name: 'Bowman Field', place: 'Louisville, KY' }, photoUrl: '/media/shares/a.jpg', linkPath: '/?share=41',
    });
    expect(flyerAirportLine(flyer.airport)).toBe('LOU - Bowman Field, Louisville, KY');
    expect(listingFlyer(aShare({ type: 'PRIVATE_OWNER_SHARE_PURCHASE', cost: 42000, sharePercentOffered: 25 })).price).toBe('$42,000 for 1/4 share');
  });

  it('takes the aircraft as the title when there is none, then the club; the main photo falls back to the first image', () => {
    expect(listingFlyer(aShare({ title: '  ' }))).toMatchObject({ title: '2005 Cessna 172S', subtitle: '' });
    const club = aShare({ type: 'FLIGHT_CLUB', title: '', clubName: 'Derby City Flyers' }, { make: '', model: '', year: null });
    expect(listingFlyer(club).title).toBe('Derby City Flyers');
    expect(listingFlyer(aShare({ defaultMedia: 0 })).photoUrl).toBe('/media/shares/a.jpg');
    expect(listingFlyer(aShare({ media: [{ type: 'youtube', url: 'https://youtu.be/x' }] })).photoUrl).toBeNull();
  });

  it('lists the key specs the listing has, leaving blanks out (never the registered owner or the serial)', () => {
    expect(flyerSpecs(aShare())).toEqual([
      { label: 'Tail number', value: 'N172SP' }, { label: 'Make', value: 'Cessna' }, { label: 'Model', value: '172S' },
      { label: 'Year', value: '2005' }, { label: 'Engine', value: 'Lycoming IO-360-L2A' }, { label: 'Engine hours', value: '1,250' },
      { label: 'Avionics', value: 'Garmin G1000' }, { label: 'Wet or dry', value: 'Dry' },
    ]);
    const bare = aShare({ ratePerHour: null }, { tailNumber: '', year: null, engineHours: 0, engineManufacturer: '', engineModel: '', avionics: '' });
    expect(flyerSpecs(bare).map((s) => s.label)).toEqual(['Make', 'Model']);
    const partnership = aShare({ type: 'PARTNERSHIP_REQUEST_TO_PURCHASE', desiredNumberOfPilots: 3, ratePerHour: null });
    expect(flyerSpecs(partnership)).toContainEqual({ label: 'Partners wanted', value: '3' });
    const club = flyerSpecs(aShare({ type: 'FLIGHT_CLUB', clubName: 'Derby City Flyers', clubMemberSize: 40, clubNumAircrafts: 3 }));
    expect(club).toEqual(expect.arrayContaining([{ label: 'Members', value: '40' }, { label: 'Aircraft in the club', value: '3' }]));
  });

  it('cuts a long avionics list at a word, with an ellipsis', () => {
    const avionics = flyerSpecs(aShare({}, { avionics: 'Garmin GTN 750Xi and more '.repeat(20) })).find((s) => s.label === 'Avionics')!.value;
    expect(avionics.length).toBeLessThanOrEqual(FLYER_TEXT_LIMIT);
    expect(avionics).toMatch(/ (Garmin|GTN|750Xi|and|more)…$/);
  });
});

describe('flyerContact: the contact the listing page shows', () => {
  it('is a message on the site when the owner keeps his email to himself', () => {
    expect(flyerContact(aShare())).toEqual([MESSAGE_ON_WINGSHARE]);
  });

  it("is the owner's email once he made it public", () => {
    expect(flyerContact(aShare({ owner: { id: 1, first: 'Orville', last: 'Wright', email: 'orville@example.com' } }))).toEqual(['Email: orville@example.com']);
  });

  it("is a club's representative, email and phone, before the owner's own address", () => {
    const club = aShare({
      type: 'FLIGHT_CLUB', clubRepName: 'Pat Lee', clubEmail: 'club@derbycity.example', clubPhone: '502-555-0100',
      owner: { id: 1, first: 'Orville', last: 'Wright', email: 'orville@example.com' },
    });
    expect(flyerContact(club)).toEqual(['Ask for Pat Lee', 'Email: club@derbycity.example', 'Phone: 502-555-0100']);
    expect(flyerContact(aShare({ type: 'FLIGHT_CLUB', clubRepName: 'Pat Lee' }))).toEqual(['Ask for Pat Lee', MESSAGE_ON_WINGSHARE]);
    // Club fields left over from an earlier type are not the contact of a rental.
    expect(flyerContact(aShare({ clubEmail: 'old@club.example' }))).toEqual([MESSAGE_ON_WINGSHARE]);
  });
});
