import { apiUrl } from '../../../lib/api-client';

/** GET /api/share/:id/flyer.pdf: the listing's printable flyer (issue 41). */
export const flyerUrl = (shareId: number): string => apiUrl(`/share/${shareId}/flyer.pdf`);

/**
 * The owner's Print flyer (issue 41): the listing's one-page PDF for an airport's notice board, with its
 * photo, price, contact and a QR code of its link, opened in a new tab where the browser's viewer prints it.
 * A plain link: the flyer needs no version header, so it opens (and saves) like any file.
 */
export function PrintFlyerLink({ shareId }: { shareId: number }) {
  return (
    <a className="button button-secondary button-small" href={flyerUrl(shareId)} target="_blank" rel="noopener">
      Print flyer<span className="visually-hidden"> (PDF, opens in a new tab)</span>
    </a>
  );
}
