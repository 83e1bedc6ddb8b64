// How to reach Folio: the addresses the contact page, the menu and the legal pages name.

export const GENERAL_INQUIRIES_EMAIL = 'hello@folio.design';
export const LEGAL_EMAIL = 'legal@folio.design';
export const PRIVACY_EMAIL = 'privacy@folio.design';

export const SOCIAL_LINKS = [
  { label: 'Instagram', url: 'https://www.instagram.com/folio.design' },
  { label: 'TikTok', url: 'https://www.tiktok.com/@folio.design' },
] as const;
