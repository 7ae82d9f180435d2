/**
 * The mails the contact buttons start (spec 2): a professional gets a share-inquiry subject, a pilot a
 * pilot-inquiry one, each with a first line saying where the sender found them.
 */
function mailto(email: string, subject: string, body: string): string {
  return `mailto:${email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

export const professionalMailto = (email: string, first: string) =>
  mailto(email, 'Share inquiry from Wingshare', `Hi ${first},\n\nI found your professional profile on Wingshare and would like to fly with you.\n\n`);

export const pilotMailto = (email: string, first: string) =>
  mailto(email, 'Pilot inquiry from Wingshare', `Hi ${first},\n\nI found you on the Wingshare map and would like to talk about sharing a plane.\n\n`);
