/** Which side of a booking the reader is on: the plane's owner or the pilot who asked for it. */
export type BookingRole = 'owner' | 'pilot';
