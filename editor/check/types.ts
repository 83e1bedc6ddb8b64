import type { PortfolioContent, Styling } from '../../model/content';
import type { TemplateDefinition } from '../../templates/types';

/** What the pre-publish check looks at: the page as it would be published. */
export type CheckInput = {
  template: TemplateDefinition;
  content: PortfolioContent;
  /** The portfolio's own styling, laid over the template's. */
  styling?: Partial<Styling>;
  title: string;
  description: string;
};

export type FindingKind = 'sample' | 'link' | 'alt' | 'heading' | 'contrast' | 'meta';

/**
 * Where a finding can be fixed: a place on the canvas (`[id=sectionId] [data-path=path]`), or a
 * page setting (`field`). A finding with neither (colour contrast) has no place to go to.
 */
export type FindingPlace = {
  sectionId?: string;
  /** Where in the section's content ("projects.1.title"). */
  path?: string;
  /** A portfolio setting rather than a place on the canvas. */
  field?: 'title' | 'description';
};

export type Finding = FindingPlace & {
  kind: FindingKind;
  /** One sentence, as the designer reads it ("Work: 4 sample projects"). */
  message: string;
  /** A group's places, each with its own link ("Project 1", "Project 2"). */
  places?: (FindingPlace & { label: string })[];
};

/** The check's state as the publish dialog shows it. */
export type CheckState = readonly Finding[] | 'checking' | 'failed';

/** A place the designer can be taken to. */
export const hasPlace = (place: FindingPlace) => Boolean(place.sectionId || place.field);
