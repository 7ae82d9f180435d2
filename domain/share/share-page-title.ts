import type { AircraftDetails } from './share.js';

type Titled = { title: string; aircraft: Pick<AircraftDetails, 'year' | 'make' | 'model'> };

/** "2005 Cessna 172S", else the listing's title. */
function aircraftHeading({ title, aircraft: { year, make, model } }: Titled): string {
  return [year ? String(year) : '', make, model].map((p) => p.trim()).filter(Boolean).join(' ') || title.trim() || 'A plane to share';
}

/**
 * The title of a listing's page (its share link): its own title with the aircraft, "Weekend Skyhawk: 2005
 * Cessna 172S", or one of them. The server writes it in the page's head and the browser in the document
 * once the share modal runs (without the site's name: the <title> adds it).
 */
export function sharePageTitle(share: Titled): string {
  const heading = aircraftHeading(share);
  const own = share.title.trim();
  return own && own !== heading ? `${own}: ${heading}` : heading;
}
