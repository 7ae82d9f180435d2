/** A feed address as calendar apps subscribe to it: `webcal://` (Apple Calendar, Outlook, phones) and Google's subscribe page. */
export interface FeedLinks {
  webcal: string;
  google: string;
  apple: string;
}

export function feedLinks(url: string): FeedLinks {
  const webcal = url.replace(/^https?:\/\//i, 'webcal://');
  return {
    webcal,
    // Google Calendar's "add by URL" page, which subscribes (and keeps polling) rather than importing once.
    google: `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcal)}`,
    apple: webcal,
  };
}
