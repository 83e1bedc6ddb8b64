import type { PortfolioContent } from '../model/content';
import { getPath, setPath } from './paths';
import { sectionOf, type IdentityField, type TemplateDefinition } from './types';

export type Identity = Partial<Record<IdentityField, unknown>>;

const isGiven = (value: unknown) =>
  Array.isArray(value) ? value.length > 0 : typeof value === 'string' && value.trim() !== '';

/** The designer's identity as a document holds it: the first non-empty value of each field. */
export function identityOf(template: TemplateDefinition, content: PortfolioContent): Identity {
  const identity: Identity = {};
  for (const section of content.sections) {
    const declared = sectionOf(template, section.type)?.identity ?? {};
    for (const [field, path] of Object.entries(declared) as [IdentityField, string][]) {
      const value = getPath(section.content, path);
      if (identity[field] === undefined && isGiven(value)) identity[field] = value;
    }
  }
  return identity;
}

/** The document with the identity written at every place its template keeps each field. */
export function withIdentity(
  template: TemplateDefinition,
  content: PortfolioContent,
  identity: Identity,
): PortfolioContent {
  const sections = content.sections.map((section) => {
    const declared = sectionOf(template, section.type)?.identity ?? {};
    let next = section.content;
    for (const [field, path] of Object.entries(declared) as [IdentityField, string][])
      if (isGiven(identity[field])) next = setPath(next, path, structuredClone(identity[field]));
    return next === section.content ? section : { ...section, content: next };
  });
  return { ...content, sections };
}

/** The identity a document gives that its template's samples don't: what the designer wrote. */
export function givenIdentity(template: TemplateDefinition, content: PortfolioContent): Identity {
  const sample = identityOf(template, template.defaultContent);
  const mine = identityOf(template, content);
  return Object.fromEntries(
    Object.entries(mine).filter(
      ([field, value]) => JSON.stringify(value) !== JSON.stringify(sample[field as keyof Identity]),
    ),
  );
}

/** Every identity field, in the order setup asks them. */
export const IDENTITY_FIELDS: readonly IdentityField[] = [
  'name',
  'role',
  'portrait',
  'bio',
  'location',
  'email',
  'phone',
  'socials',
];

/** How setup names an identity field when no setup field of the template labels it. */
export const IDENTITY_LABELS: Record<IdentityField, string> = {
  name: 'Your name',
  role: 'Your role',
  portrait: 'Portrait',
  bio: 'Short bio',
  location: 'Where you are based',
  email: 'Email',
  phone: 'Phone',
  socials: 'Links to your profiles',
};

/** Every place a template keeps an identity field, in page order: the section type and the path. */
export function identityPlaces(
  template: TemplateDefinition,
  field: IdentityField,
): Array<{ type: string; path: string }> {
  const places: Array<{ type: string; path: string }> = [];
  for (const section of template.defaultContent.sections) {
    const path = sectionOf(template, section.type)?.identity?.[field];
    if (path && !places.some((place) => place.type === section.type && place.path === path))
      places.push({ type: section.type, path });
  }
  return places;
}
