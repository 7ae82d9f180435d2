/**
 * The Terms of Service (spec 2: eighteen numbered sections; spec 9: minimum age 13, adults 18 or an
 * emancipated minor or parental consent, counter-notice restoration in 10 to 14 business days, claims
 * barred after one year, New York law and courts).
 */
export interface LegalSection {
  title: string;
  paragraphs: string[];
  list?: string[];
}

export const TERMS_UPDATED = 'These terms apply from the day they are published on this page and replace any earlier version.';

export const TERMS: LegalSection[] = [
  {
    title: 'Acceptance of these terms',
    paragraphs: [
      'These Terms of Service are an agreement between you and Wingshare about your use of the Wingshare website and its services (the “Service”). By creating an account, listing an aircraft, publishing a profile or otherwise using the Service, you accept these terms and our Privacy Policy. If you do not accept them, do not use the Service.',
      'We may change these terms. When we do, we publish the new version on this page, and for significant changes we tell account holders by email or on the site. Using the Service after a change means you accept the new terms.',
    ],
  },
  {
    title: 'The Service',
    paragraphs: [
      'Wingshare is an online marketplace where aircraft owners, flight schools and flying clubs publish listings for aircraft rental, share sales, partnerships and club memberships, where pilots find those listings and each other on a map, and where flight instructors and commercial pilots publish professional profiles.',
      'Some features need a paid subscription: a listing subscription to list aircraft and a professional subscription to publish a professional profile, each billed monthly at the price shown when you subscribe. Subscriptions renew automatically each month until you cancel them in your account; a cancelled subscription stays active to the end of the period already paid. Any free trial is stated when you subscribe.',
    ],
  },
  {
    title: 'Convenience and information only',
    paragraphs: [
      'The Service is provided for your convenience and information only. Wingshare does not broker, arrange, vet or supervise any rental, share, partnership, membership or flight. We do not own or operate aircraft, we are not a party to any agreement between users, and we do not hold or transfer money between users.',
      'We do not check the identity, certificates, experience or conduct of users, or the airworthiness, condition, registration, insurance or legal status of any aircraft. Owners decide who flies their aircraft and carry the insurance risk. Calculators, guides, sample documents and other content are general information, not legal, financial, insurance or aviation advice. You are responsible for your own decisions and for meeting all aviation regulations.',
    ],
  },
  {
    title: 'Your account',
    paragraphs: [
      'You need an account for most features. Give accurate information, keep it up to date, and keep your password secret. You are responsible for everything done with your account; tell us at once if you think someone else has used it.',
      'One person may hold one account, and an account may not be transferred. If you sign in with a third-party service such as Google or Facebook, that service’s terms also apply to that sign-in.',
    ],
  },
  {
    title: 'Permitted use',
    paragraphs: ['You may use the Service only for lawful purposes and as these terms allow. You must not:'],
    list: [
      'post false, misleading or fraudulent listings, profiles or prices, or list an aircraft you have no right to offer;',
      'harass, threaten or defraud other users, or use their contact details for anything other than the listing or profile concerned;',
      'send spam or unsolicited advertising through the Service;',
      'copy, scrape or harvest listings, profiles or contact details by automated means;',
      'interfere with the Service, probe or break its security, or get around any limit or access control;',
      'use the Service for any activity that breaks aviation or other regulations, including offering flights for hire without the required certificates.',
    ],
  },
  {
    title: 'Use of content',
    paragraphs: [
      'The Service and its content, other than content posted by users, belong to Wingshare or its licensors and are protected by copyright, trademark and other laws. We give you a personal, non-exclusive, non-transferable and revocable licence to view and use that content to use the Service. You may print or download the sharing documents for your own use. You may not otherwise copy, sell, modify or republish our content without our written permission.',
    ],
  },
  {
    title: 'User content and conduct',
    paragraphs: [
      'You are responsible for the listings, photos, videos, profiles, messages and other content you post (“User Content”), and you confirm that you have the right to post it and that it is accurate and lawful.',
      'You keep ownership of your User Content. You give Wingshare a worldwide, non-exclusive, royalty-free licence to host, store, reproduce, resize, display and distribute it to operate and promote the Service, for as long as it is on the Service and for a reasonable time after for backups. We may remove or disable any User Content or listing that we believe breaks these terms or the law, but we are not obliged to monitor it.',
      'A complaint about User Content follows the process in our Privacy Policy: the person who posted it is notified and has 48 hours to remove or edit it, after which our team reviews the complaint.',
    ],
  },
  {
    title: 'Legal forms and sample documents',
    paragraphs: [
      'The agreements, spreadsheets and other documents offered through the Service are general forms. Wingshare is not a law firm and does not give legal advice; using a form does not create an attorney-client relationship. Forms may not suit your aircraft, your partners or the law where you live. Have a qualified aviation attorney review any agreement before you sign it.',
    ],
  },
  {
    title: 'Account termination',
    paragraphs: [
      'You may delete your account at any time from your account page; your listings and profile are removed with it. We may suspend or close your account, or remove your listings, if you break these terms, if we must by law, or if your use puts other users or the Service at risk. Where we reasonably can, we tell you why.',
      'Sections of these terms that by their nature should survive termination do so, including those on content licences, disclaimers, limitation of liability, indemnity and the law that applies.',
    ],
  },
  {
    title: 'Copyright complaints and counter-notices',
    paragraphs: [
      'We respect copyright and follow the Digital Millennium Copyright Act. If you believe content on the Service infringes your copyright, send our designated agent a notice that identifies the work, the content and where it appears, your contact details, a statement that you believe in good faith the use is not authorised, and a statement under penalty of perjury that your notice is accurate and that you are the owner or authorised to act for the owner, with your physical or electronic signature. We remove or disable the content and tell the person who posted it.',
      'If your content was removed and you believe that was a mistake or that you have the right to use it, you may send a counter-notice with the same kind of details, your consent to the jurisdiction of the federal courts for your address, and a statement under penalty of perjury that the content was removed by mistake or misidentification. Unless the complainant tells us that they have filed a court action, we restore the content within 10 to 14 business days after we receive a valid counter-notice. We close the accounts of repeat infringers.',
    ],
  },
  {
    title: 'Disclaimer of warranties',
    paragraphs: [
      'The Service is provided “as is” and “as available”. To the fullest extent the law allows, Wingshare disclaims all warranties, express or implied, including warranties of merchantability, fitness for a particular purpose, title and non-infringement. We do not warrant that the Service will be uninterrupted, secure or free of errors, that listings, profiles or calculator results are accurate or complete, or that any aircraft, user or agreement is safe, lawful or suitable for you. Flying involves risk, and you take it on yourself.',
    ],
  },
  {
    title: 'Limitation of liability',
    paragraphs: [
      'To the fullest extent the law allows, Wingshare and its officers, employees and partners are not liable for any indirect, incidental, special, consequential or punitive damages, or for loss of profits, data, use or goodwill, arising from your use of the Service or from any dealing, rental, share, partnership or flight between users, even if we were told such damages were possible.',
      'Our total liability for any claim arising from the Service is limited to the greater of the amount you paid Wingshare in the twelve months before the claim and one hundred US dollars. Any claim arising from these terms or the Service must be brought within one (1) year after it arose, or it is permanently barred.',
    ],
  },
  {
    title: 'Indemnity',
    paragraphs: [
      'You agree to defend, indemnify and hold harmless Wingshare and its officers, employees and partners from any claim, loss, liability, damage or cost, including reasonable attorneys’ fees, arising from your use of the Service, your User Content, your dealings or flights with other users, or your breach of these terms or of any law or the rights of another person.',
    ],
  },
  {
    title: 'Ability to accept these terms',
    paragraphs: [
      'You must be at least 13 years old to use the Service. By using it you confirm that you are at least 18 years old, or an emancipated minor, or that you have the consent of a parent or legal guardian who accepts these terms for you, and that you are able to enter into and comply with them. Paid subscriptions are for adults only.',
    ],
  },
  {
    title: 'Availability of the Service',
    paragraphs: [
      'We may change, suspend or stop any part of the Service at any time, for maintenance, for security or because we improve it, and we may set limits on features. We try to give notice of changes that matter to subscribers. We are not liable to you for any change, suspension or interruption.',
    ],
  },
  {
    title: 'Local laws',
    paragraphs: [
      'Wingshare is operated from the United States and its listings are for aircraft in the United States. We make no claim that the Service is appropriate or available elsewhere. If you use it from another country, you do so on your own initiative and are responsible for following local laws.',
    ],
  },
  {
    title: 'Assignment',
    paragraphs: [
      'You may not assign or transfer these terms or your rights under them without our written consent. We may assign these terms, for example as part of a merger, acquisition or sale of assets, and they then bind and benefit our successors.',
    ],
  },
  {
    title: 'General',
    paragraphs: [
      'These terms are governed by the laws of the State of New York, without regard to its conflict-of-law rules. Any dispute arising from them or from the Service is brought exclusively in the state or federal courts located in New York County, New York, and you and Wingshare consent to their jurisdiction.',
      'These terms and the Privacy Policy are the whole agreement between you and Wingshare about the Service. If any part is found unenforceable, the rest stays in effect. Our not enforcing a right is not a waiver of it. Notices to you may be sent to the email address of your account.',
    ],
  },
];
