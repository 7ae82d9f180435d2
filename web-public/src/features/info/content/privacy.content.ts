import type { LegalSection } from './terms.content';

/** The Privacy Policy: what we collect and why, what is public, and the 48-hour complaint process (spec 2 and 9). */
export const COMPLAINT_HOURS = 48;

export const PRIVACY: LegalSection[] = [
  {
    title: 'Who we are',
    paragraphs: [
      'Wingshare runs the aircraft-sharing marketplace on this site. This policy explains what personal information we collect, why, who can see it, and the choices you have. It applies to the website and its services; it does not cover sites we link to, such as our partners’ sites or YouTube.',
    ],
  },
  {
    title: 'What we collect',
    paragraphs: ['We collect what you give us and a little that your browser sends:'],
    list: [
      'Account details: first and last name, email address, username, password (stored only as a secure hash), home airport, and if you add them, a profile photo, a bio, your credentials, flight hours and the aircraft you fly or want to fly.',
      'Listings: the aircraft details, rate, airport, photos, video links and contact details you publish. Photos are resized and their EXIF and location data removed when you upload them.',
      'Professional profiles: business name, hourly rate, specialties, airport, photo and description.',
      'Favourites and alerts: the listings, professionals and airports you save.',
      'Subscriptions: your plan and its status. Card details go straight to our payment processor; we never see or store your full card number.',
      'Messages you send us through the feedback form: name, email, phone if given, and your message.',
      'Technical data: your IP address, which we use to show the map around your approximate location and to protect the site against abuse, and the pages you request, kept in our server logs.',
    ],
  },
  {
    title: 'Cookies and local storage',
    paragraphs: [
      'We use one essential cookie to keep you signed in. It is marked httpOnly, so scripts on the page cannot read it, and it is not used for advertising. We also keep a small flag in your browser’s local storage so the welcome message shows only once. We do not use advertising cookies or sell data to advertisers.',
    ],
  },
  {
    title: 'How we use your information',
    paragraphs: ['We use your information to:'],
    list: [
      'run your account, your listings, your professional profile and your subscription;',
      'show listings, pilots and professionals on the map and in search results;',
      'email you about your account, password resets, subscription changes and, if you set them up, new listings at your favourite airports;',
      'answer your messages and handle complaints;',
      'keep the Service secure, prevent fraud and spam, and meet legal obligations.',
    ],
  },
  {
    title: 'What other users can see',
    paragraphs: [
      'Listings and professional profiles are public, including the photos, rate and airport. Signed-in users can email the owner of a listing or a professional and copy their email address. Your pilot profile shows on the map only if you choose to be discoverable; you can turn that off at any time in your account. Your password, card details and favourites are never shown to others.',
    ],
  },
  {
    title: 'Who we share it with',
    paragraphs: [
      'We do not sell your personal information. We share it only with service providers who run parts of the Service for us, such as hosting, email delivery and payment processing, under contracts that limit their use of it; with other users as described above; and with authorities when the law requires it or to protect the rights and safety of our users and the public. If Wingshare is merged or sold, your information may pass to the new owner under this policy.',
    ],
  },
  {
    title: 'Complaints about content',
    paragraphs: [
      `If a listing, photo, profile or other content on Wingshare concerns you and you think it is wrong, unlawful or infringes your rights, tell us through the feedback form or by email. We notify the person who posted it, who then has ${COMPLAINT_HOURS} hours to remove or edit it. After ${COMPLAINT_HOURS} hours, our team reviews the complaint and the content and decides whether to remove it, and we tell you the outcome. Copyright complaints follow the notice and counter-notice process in our Terms of Service.`,
    ],
  },
  {
    title: 'How long we keep it',
    paragraphs: [
      'We keep your account information while your account exists. When you delete your account in your account settings, we delete your profile, listings, professional profile, favourites and alerts. We keep records we must keep by law, such as billing records, and server logs for a limited time for security.',
    ],
  },
  {
    title: 'Your choices and rights',
    paragraphs: [
      'You can see and correct your information in your account at any time, turn map discoverability on or off, remove your airport alerts, cancel subscriptions and delete your account. You may also ask us for a copy of your information, or to correct or delete it, by writing to us; depending on where you live, you may have further rights under local law, and we honour them.',
    ],
  },
  {
    title: 'Children',
    paragraphs: [
      'The Service is not for children under 13, and we do not knowingly collect information from them. Users under 18 need the consent of a parent or guardian, as our Terms of Service explain. If you believe a child under 13 has given us information, contact us and we will delete it.',
    ],
  },
  {
    title: 'Security',
    paragraphs: [
      'We protect your information with encrypted connections, hashed passwords, httpOnly session cookies and limits on repeated sign-in attempts. No system is perfectly secure; if we learn of a breach that affects you, we will tell you as the law requires.',
    ],
  },
  {
    title: 'Changes to this policy',
    paragraphs: [
      'We may update this policy as the Service changes. We post the new version on this page, and for significant changes we tell account holders by email or on the site before they take effect.',
    ],
  },
];
