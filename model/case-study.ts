import { z } from 'zod';
import {
  CASE_STUDY_MAX_STEPS,
  CASE_STUDY_MIN_STEPS,
  CASE_STUDY_NUMBER_MAX,
  CASE_STUDY_SECTION_TITLE_MAX,
  CASE_STUDY_STEP_DESCRIPTION_MAX,
  CASE_STUDY_STEP_TITLE_MAX,
} from './constants';
import { caseStudySlugError } from './case-study-address';
import { IMAGE_URL_MESSAGE, isValidImageUrl } from './rules';

const image = z.string().max(3_000_000).refine(isValidImageUrl, IMAGE_URL_MESSAGE);
const text = (max: number) => z.string().max(max);

export const caseStudyStep = z.object({
  num: text(CASE_STUDY_NUMBER_MAX),
  title: text(CASE_STUDY_STEP_TITLE_MAX),
  desc: text(CASE_STUDY_STEP_DESCRIPTION_MAX),
});

export const caseStudySubsection = z.object({
  id: z.string().min(1).max(80),
  title: text(200),
  content: text(10_000),
  image: image.default(''),
  imageCaption: text(300).default(''),
  additionalContext: text(5_000).default(''),
});

export const caseStudySection = z.object({
  id: z.string().min(1).max(80),
  number: text(CASE_STUDY_NUMBER_MAX),
  title: text(CASE_STUDY_SECTION_TITLE_MAX),
  subsections: z.array(caseStudySubsection).max(20),
});

/**
 * The last part of a case study's address the designer chose (model/case-study-address.ts); empty
 * means none: the address is made from the project's title.
 */
export const caseStudySlug = z.string().superRefine((slug, context) => {
  const problem = slug === '' ? null : caseStudySlugError(slug);
  if (problem) context.addIssue({ code: 'custom', message: problem });
});

/** A project's case study (spec sections 3 and 5). */
export const caseStudy = z.object({
  /** Its address within the portfolio; without it, one made from the project's title. */
  slug: caseStudySlug.optional(),
  title: text(200),
  category: text(100),
  year: text(20),
  intro: text(5_000),
  heroImage: image.default(''),
  heroImageCaption: text(300).default(''),
  steps: z
    .array(caseStudyStep)
    .min(CASE_STUDY_MIN_STEPS, `You must have at least ${CASE_STUDY_MIN_STEPS} steps`)
    .max(CASE_STUDY_MAX_STEPS, `A case study has at most ${CASE_STUDY_MAX_STEPS} steps`),
  sections: z.array(caseStudySection).max(20),
});
export type CaseStudy = z.infer<typeof caseStudy>;

/** Case studies by project id. */
export const caseStudies = z.record(z.string().min(1).max(80), caseStudy);
export type CaseStudies = z.infer<typeof caseStudies>;

/** A new case study for a project: the three steps the spec requires, ready to be rewritten. */
export function newCaseStudy(project: {
  title?: string;
  category?: string;
  meta?: string;
}): CaseStudy {
  return {
    title: project.title ?? 'Project title',
    category: project.category ?? 'Category',
    year: project.meta ?? String(new Date().getFullYear()),
    intro: 'What the project was, who it was for, and what had to change.',
    heroImage: '',
    heroImageCaption: '',
    steps: [
      {
        num: '01',
        title: 'RESEARCH',
        desc: 'Interviews, audits and the questions that shaped the brief.',
      },
      { num: '02', title: 'EXPLORATION', desc: 'Sketches and directions, and why one was chosen.' },
      {
        num: '03',
        title: 'DELIVERY',
        desc: 'The final system, how it shipped and what it changed.',
      },
    ],
    sections: [
      {
        id: 'section-1',
        number: '01',
        title: 'THE CHALLENGE',
        subsections: [
          {
            id: 'sub-1',
            title: 'Where it started',
            content: 'Describe the situation before the project.',
            image: '',
            imageCaption: '',
            additionalContext: '',
          },
        ],
      },
    ],
  };
}

/** The fixed sample article at /case-study/logo-design-process. */
export const sampleCaseStudy: CaseStudy = {
  title: 'Logo Design Process',
  category: 'Brand Identity',
  year: '2025',
  intro:
    'How a small coffee roaster got a mark that works on a cup sleeve, a delivery van and a 16 px favicon: from the first interview to the final lock-up.',
  heroImage: '/templates/echelon/project-1.svg',
  heroImageCaption: 'The final mark on the studio wall.',
  steps: [
    {
      num: '01',
      title: 'DISCOVERY',
      desc: 'Interviews with the founders, baristas and regulars; an audit of every place the logo lives.',
    },
    {
      num: '02',
      title: 'SKETCHING',
      desc: 'Two hundred thumbnails in three days, narrowed to twelve by one rule: it must read at 16 px.',
    },
    {
      num: '03',
      title: 'REFINEMENT',
      desc: 'Three directions drawn properly, tested on real packaging and in black and white.',
    },
    {
      num: '04',
      title: 'DELIVERY',
      desc: 'A lock-up system, a colour palette, and files for print, screen and embroidery.',
    },
  ],
  sections: [
    {
      id: 'brief',
      number: '01',
      title: 'THE BRIEF',
      subsections: [
        {
          id: 'brief-1',
          title: 'A mark that survives small sizes',
          content:
            'The old logo was a detailed illustration that turned into a smudge on sleeves and stickers. The new one had to stay recognisable from a billboard down to a favicon.',
          image: '/templates/echelon/gallery-1.svg',
          imageCaption: 'Early circle studies.',
          additionalContext: 'Constraint we set ourselves: no more than two shapes.',
        },
      ],
    },
    {
      id: 'outcome',
      number: '02',
      title: 'THE OUTCOME',
      subsections: [
        {
          id: 'outcome-1',
          title: 'One shape, many places',
          content:
            'The final mark is a single bean drawn from two arcs. It prints in one colour, embroiders cleanly and animates on the website without extra drawings.',
          image: '/templates/echelon/gallery-6.svg',
          imageCaption: 'The mark across packaging.',
          additionalContext: '',
        },
      ],
    },
  ],
};
