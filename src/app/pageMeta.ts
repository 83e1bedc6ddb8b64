import type { DataRouter } from 'react-router-dom';
import { CONTACT_REPLY_PROMISE } from '../../model/constants';
import { appRoutes } from '../../model/routes';

/** What a page tells browsers, search engines and link previews about itself. */
export type PageMeta = { title: string; description: string };

export const DEFAULT_PAGE_META: PageMeta = {
  title: 'Folio: portfolios for designers',
  description: 'Folio: build and publish a designer portfolio in about 10 minutes, no code.',
};

/**
 * The marketing and account pages prerendered at build time (scripts/prerender.ts), each with the
 * words its own page shows. Template previews take theirs from the template (templatePreviewMeta).
 */
export const STATIC_PAGE_META: Record<string, PageMeta> = {
  [appRoutes.home]: {
    title: 'Folio: portfolios for designers',
    description:
      'Pick a layout, answer a short guided setup, edit everything in place and publish your designer portfolio to your own address.',
  },
  [appRoutes.about]: {
    title: 'About Folio',
    description:
      'The all-in-one launchpad for emerging designers: a portfolio you can publish in about ten minutes, and the tools to grow the career behind it.',
  },
  [appRoutes.contact]: {
    title: 'Contact Folio',
    description: `Questions, ideas or feedback: a real person on the Folio team reads every message and replies ${CONTACT_REPLY_PROMISE}.`,
  },
  [appRoutes.events]: {
    title: 'Events & Workshops · Folio',
    description:
      'Free, hands-on sessions with working designers: sharpen your portfolio, your case studies and the business behind your craft.',
  },
  [appRoutes.eventsAll]: {
    title: 'All events · Folio',
    description:
      'The full Folio events archive is on its way: an event calendar, search and filtering, one-click registration and recommendations.',
  },
  [appRoutes.terms]: {
    title: 'Terms of Service · Folio',
    description:
      'The rules for using Folio, written to be read: acceptance, the use license, your account, prohibited uses and your content.',
  },
  [appRoutes.privacy]: {
    title: 'Privacy Policy · Folio',
    description:
      'What Folio collects, why, where it is kept and how to remove it. Short version: only what your portfolio needs, and no trackers.',
  },
  [appRoutes.templates]: {
    title: 'Portfolio templates · Folio',
    description:
      'Pick a portfolio template, answer a short setup, then edit everything in place. Switch templates any time.',
  },
  [appRoutes.login]: {
    title: 'Log in · Folio',
    description: 'Sign in to Folio to edit and publish your portfolio.',
  },
  [appRoutes.signup]: {
    title: 'Create your account · Folio',
    description:
      'Create a free Folio account to build and publish your portfolio. No credit card required.',
  },
  [appRoutes.forgotPassword]: {
    title: 'Forgot your password? · Folio',
    description:
      'Enter the email of your Folio account and we will send you a link to choose a new password.',
  },
  [appRoutes.sampleCaseStudy]: {
    title: 'Logo Design Process: a sample case study · Folio',
    description:
      'How a small coffee roaster got a mark that works on a cup sleeve, a delivery van and a 16 px favicon: a sample Folio case study.',
  },
};

/** A template preview's title and description, from the template itself. */
export const templatePreviewMeta = (template: { name: string; description: string }): PageMeta => ({
  title: `${template.name} template preview · Folio`,
  description: template.description,
});

/** The title and description of a path the app serves; the site's own for the others. */
export const pageMetaFor = (pathname: string): PageMeta =>
  STATIC_PAGE_META[pathname.replace(/(.)\/$/, '$1')] ?? DEFAULT_PAGE_META;

/** Keeps the tab's title on the page shown as the visitor moves around the app. */
export function followPageMeta(router: Pick<DataRouter, 'subscribe' | 'state'>) {
  let pathname = router.state.location.pathname;
  return router.subscribe((state) => {
    if (state.location.pathname === pathname) return;
    pathname = state.location.pathname;
    document.title = pageMetaFor(pathname).title;
  });
}
