// The terms and the privacy policy (spec section 2, Terms and Privacy).

export type LegalSection = { title: string; content: string[] };

/** The terms of service: ten numbered sections (spec section 2, Terms). */
export const TERMS_SECTIONS: LegalSection[] = [
  {
    title: 'Acceptance of Terms',
    content: [
      'By creating an account on Folio or using any part of the service, you agree to these Terms of Service. If you do not agree, please do not use Folio.',
    ],
  },
  {
    title: 'Use License',
    content: [
      'We grant you a personal, non-exclusive, non-transferable license to use Folio to build, host and share your portfolio.',
      'You may not copy, resell or reverse engineer the service, its templates or its code, except where the law expressly allows it.',
    ],
  },
  {
    title: 'User Account',
    content: [
      'You are responsible for the accuracy of your account details and for keeping your password secret. Tell us at once if you suspect someone else is using your account.',
      'You must be at least 16 years old to create an account.',
    ],
  },
  {
    title: 'Prohibited Uses',
    content: [
      'You may not use Folio to publish unlawful, hateful, deceptive or infringing material, to distribute malware, to send spam, or to interfere with the service or other users.',
    ],
  },
  {
    title: 'Content',
    content: [
      'You keep every right to the work you upload. By publishing it, you allow us to store, resize and display it solely to run your portfolio.',
      'You confirm that you own or have permission to use everything you publish.',
    ],
  },
  {
    title: 'Privacy Policy',
    content: [
      'How we collect and use your data is described in our Privacy Policy, which forms part of these terms.',
    ],
  },
  {
    title: 'Intellectual Property',
    content: [
      'The Folio name, logo, templates, software and site design belong to Folio and its licensors and are protected by copyright and trademark law.',
    ],
  },
  {
    title: 'Termination',
    content: [
      'You may delete your account at any time. We may suspend or close accounts that break these terms, and will tell you why unless the law prevents it.',
    ],
  },
  {
    title: 'Disclaimers',
    content: [
      'Folio is provided "as is" and "as available". We work hard to keep it running, but we do not promise that it will always be uninterrupted or error-free.',
    ],
  },
  {
    title: 'Limitation of Liability',
    content: [
      'To the fullest extent the law allows, Folio is not liable for indirect, incidental or consequential losses, such as lost profits or lost data, arising from your use of the service.',
    ],
  },
];

export const PRIVACY_SECTIONS: LegalSection[] = [
  {
    title: 'What we collect',
    content: [
      'Account data: your name, email address and a securely hashed password, plus any profile details you choose to add (phone, location, bio).',
      'Portfolio content: the text, links, colours and layout choices you enter in the builder, and any case studies you write.',
      'Uploaded images: every image is re-encoded on our server before it is stored, which strips camera and location metadata (EXIF, GPS) from the file.',
      'Messages you send us through the contact form: your name, email, subject and message.',
    ],
  },
  {
    title: 'What we do not collect',
    content: [
      'Folio runs no third-party trackers, advertising pixels or analytics scripts. We do not sell, rent or share your data with advertisers.',
      'The newsletter signup on the events page does not send or store anything yet.',
    ],
  },
  {
    title: 'Where your data lives',
    content: [
      'Your account, portfolios and messages are kept in the application’s own database. Your browser keeps your sign-in token and unsaved drafts in its local storage on your device.',
    ],
  },
  {
    title: 'What is public',
    content: [
      'Nothing is public until you publish. A published portfolio, and the case studies in it, can be seen by anyone with its address. Unpublishing hides it again.',
    ],
  },
  {
    title: 'How to delete your data',
    content: [
      'Delete any portfolio from your dashboard at any time; it is removed from our database. To delete your whole account and everything in it, email us from the address you signed up with and we will erase it within 30 days.',
    ],
  },
  {
    title: 'Your rights',
    content: [
      'You may ask for a copy of your data, ask us to correct it or ask us to delete it. We answer every request within 30 days.',
    ],
  },
];
