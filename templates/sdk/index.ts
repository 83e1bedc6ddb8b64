// Everything a template imports from outside its own folder, by one name: a template in templates/
// and one installed from npm read the same API (templates/README.md, "A template as a package").
export { DEFAULT_MAX_GALLERY_IMAGES } from '../../model/constants';
export { ownValue } from '../../model/own';
export { isValidImageUrl, safeHref } from '../../model/rules';
export { useKit, usePortfolioLinks } from '../kit';
export { labelsAdded } from '../migrate';
export { DEFAULT_CHROME } from '../samples';
export { documentFrom } from '../setup/document';
export { BriefForm } from '../shared/BriefForm';
export { Lightbox } from '../shared/Lightbox';
export { Scroller } from '../shared/Scroller';
export { imageUrl, itemId, labels, link, newId, text } from '../shared/fields';
export { FONTS, forCapitals, PAIRINGS } from '../shared/fonts';
export {
  aboutShape,
  contactIdentity,
  contactShape,
  galleryImageShape,
  galleryShape,
  heroIdentity,
  heroShape,
  listOf,
  MAX_SKILLS,
  MAX_SOCIAL_LINKS,
  newProject,
  projectShape,
  socialLinkShape,
  workShape,
  type AboutShape,
  type ContactShape,
  type GalleryImageShape,
  type HeroShape,
  type ProjectShape,
  type SocialLinkShape,
} from '../shared/sections';
export { palette, themeVariables } from '../theme';
export {
  IMAGE_TREATMENTS,
  type FrameProps,
  type SectionDefinition,
  type SectionProps,
  type TemplateDefinition,
  type TemplateStyling,
  type ThemeDeclaration,
} from '../types';
export { useCurrentYear } from '../year';
