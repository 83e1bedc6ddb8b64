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
import { imageUrlError, isValidImageUrl } from './rules';
import { videoUrl } from './video';

const image = z.string().max(3_000_000).refine(isValidImageUrl, imageUrlError);
const text = (max: number, name: string) =>
  z.string().max(max, `${name} must be at most ${max} characters`);
const id = z.string().min(1).max(80);

export const caseStudyStep = z.object({
  num: text(CASE_STUDY_NUMBER_MAX, 'A step number'),
  title: text(CASE_STUDY_STEP_TITLE_MAX, 'A step title'),
  desc: text(CASE_STUDY_STEP_DESCRIPTION_MAX, 'A step description'),
});
export type CaseStudyStep = z.infer<typeof caseStudyStep>;

/** A picture in the article, with the words under it and for those who can't see it. */
export const caseStudyFigure = z.object({
  src: image.default(''),
  caption: text(300, 'A caption').default(''),
  alt: text(300, 'An image description').default(''),
});
export type CaseStudyFigure = z.infer<typeof caseStudyFigure>;

export const MAX_METRICS = 4;

// What a section of the article is made of, one block after another.
export const textBlock = z.object({
  id,
  type: z.literal('text'),
  heading: text(200, 'A heading').default(''),
  text: text(10_000, 'A text block'),
});
export const imageBlock = caseStudyFigure.extend({ id, type: z.literal('image') });
export const imagePairBlock = z.object({
  id,
  type: z.literal('image-pair'),
  images: z.array(caseStudyFigure).length(2, 'An image pair holds two images'),
});
export const quoteBlock = z.object({
  id,
  type: z.literal('quote'),
  text: text(1_000, 'A quote'),
  attribution: text(200, 'A quote’s attribution').default(''),
});
export const metricsBlock = z.object({
  id,
  type: z.literal('metrics'),
  items: z
    .array(z.object({ value: text(20, 'A metric'), label: text(100, 'A metric’s label') }))
    .min(1, 'Metrics show at least one figure')
    .max(MAX_METRICS, `Metrics show at most ${MAX_METRICS} figures`),
});
export const videoBlock = z.object({
  id,
  type: z.literal('video'),
  url: videoUrl,
  caption: text(300, 'A caption').default(''),
});

export const caseStudyBlock = z.discriminatedUnion('type', [
  textBlock,
  imageBlock,
  imagePairBlock,
  quoteBlock,
  metricsBlock,
  videoBlock,
]);
export type CaseStudyBlock = z.infer<typeof caseStudyBlock>;
export type CaseStudyBlockType = CaseStudyBlock['type'];

export const caseStudySection = z.object({
  id,
  number: text(CASE_STUDY_NUMBER_MAX, 'A section number'),
  title: text(CASE_STUDY_SECTION_TITLE_MAX, 'A section title'),
  blocks: z.array(caseStudyBlock).max(30, 'A section holds at most 30 blocks'),
});
export type CaseStudySection = z.infer<typeof caseStudySection>;

/**
 * The last part of a case study's address the designer chose (model/case-study-address.ts); empty
 * means none: the address is made from the project's title.
 */
export const caseStudySlug = z.string().superRefine((slug, context) => {
  const problem = slug === '' ? null : caseStudySlugError(slug);
  if (problem) context.addIssue({ code: 'custom', message: problem });
});

/** A project's case study (spec sections 3 and 5) as stored and answered today. */
export const caseStudy = z.object({
  /** Its address within the portfolio; without it, one made from the project's title. */
  slug: caseStudySlug.optional(),
  title: text(200, 'The title'),
  category: text(100, 'The category'),
  year: text(20, 'The year'),
  intro: text(5_000, 'The intro'),
  heroImage: image.default(''),
  heroImageCaption: text(300, 'The hero image caption').default(''),
  steps: z
    .array(caseStudyStep)
    .min(CASE_STUDY_MIN_STEPS, `You must have at least ${CASE_STUDY_MIN_STEPS} steps`)
    .max(CASE_STUDY_MAX_STEPS, `A case study has at most ${CASE_STUDY_MAX_STEPS} steps`),
  sections: z.array(caseStudySection).max(20, 'A case study holds at most 20 sections'),
});

export type CaseStudy = z.infer<typeof caseStudy>;

const projectKey = z.string().min(1).max(80);
/** Case studies by project id. */
export const caseStudies = z.record(projectKey, caseStudy);
export type CaseStudies = z.infer<typeof caseStudies>;

/**
 * A case study as written to us (saves, imports): older shapes are upgraded first. Answers use
 * `caseStudy` itself: what we send is always today's shape (rows are read with readCaseStudies).
 */
export const caseStudyInput = z.preprocess((value) => upgradeCaseStudy(value), caseStudy);
export const caseStudiesInput = z.record(projectKey, caseStudyInput);

type Loose = Record<string, unknown>;
const isObject = (value: unknown): value is Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const stringOf = (value: unknown) => (typeof value === 'string' ? value : '');
const blockId = (base: unknown, part: string) => `${stringOf(base).slice(0, 70) || 'sub'}-${part}`;

/**
 * A section written before blocks (its `subsections` of title, content, image, caption and
 * context) as blocks: a text block under the subsection's title, its picture, then its context.
 */
function blocksOfSubsections(subsections: unknown[]): Loose[] {
  return subsections.filter(isObject).flatMap((sub) => {
    const blocks: Loose[] = [];
    const heading = stringOf(sub.title);
    const content = stringOf(sub.content);
    if (heading || content)
      blocks.push({ id: blockId(sub.id, 'text'), type: 'text', heading, text: content });
    if (stringOf(sub.image))
      blocks.push({
        id: blockId(sub.id, 'image'),
        type: 'image',
        src: sub.image,
        caption: stringOf(sub.imageCaption),
        alt: '',
      });
    if (stringOf(sub.additionalContext))
      blocks.push({
        id: blockId(sub.id, 'note'),
        type: 'text',
        heading: '',
        text: sub.additionalContext,
      });
    return blocks;
  });
}

/**
 * The one place older case studies are read: sections with `subsections` get blocks. Anything
 * else is passed on as it came (the schema then says what is wrong with it); fields it doesn't know
 * are kept.
 */
export function upgradeCaseStudy(value: unknown): unknown {
  if (!isObject(value) || !Array.isArray(value.sections)) return value;
  if (!value.sections.some((section) => isObject(section) && !('blocks' in section))) return value;
  return {
    ...value,
    sections: value.sections.map((section) => {
      if (!isObject(section) || 'blocks' in section) return section;
      const { subsections, ...rest } = section;
      return {
        ...rest,
        blocks: Array.isArray(subsections) ? blocksOfSubsections(subsections) : [],
      };
    }),
  };
}

/** Stored case studies as the app reads them (server reads of rows and snapshots). */
export function readCaseStudies(stored: unknown): CaseStudies {
  if (!isObject(stored)) return {};
  return Object.fromEntries(
    Object.entries(stored).map(([projectId, study]) => [projectId, upgradeCaseStudy(study)]),
  ) as CaseStudies;
}

/** An empty step: the article shows its place number until the designer types one. */
export const emptyStep = (): CaseStudyStep => ({ num: '', title: '', desc: '' });

/** The number a step or section shows when the designer gave it none: "01", "02"… */
export const placeNumber = (index: number) => String(index + 1).padStart(2, '0');

/**
 * A new case study for a project: its title, category and year, and the fewest steps allowed,
 * empty. Everything else the editor shows as hints, never as content.
 */
export function newCaseStudy(project: {
  title?: string;
  category?: string;
  meta?: string;
}): CaseStudy {
  return {
    title: project.title ?? '',
    category: project.category ?? '',
    year: project.meta ?? '',
    intro: '',
    heroImage: '',
    heroImageCaption: '',
    steps: Array.from({ length: CASE_STUDY_MIN_STEPS }, emptyStep),
    sections: [],
  };
}

/** A new, empty block of a type, for the editor's "Add block" menu. */
export function newBlock(type: CaseStudyBlockType, blockIdValue: string): CaseStudyBlock {
  const emptyFigure = { src: '', caption: '', alt: '' };
  switch (type) {
    case 'text':
      return { id: blockIdValue, type, heading: '', text: '' };
    case 'image':
      return { id: blockIdValue, type, ...emptyFigure };
    case 'image-pair':
      return { id: blockIdValue, type, images: [{ ...emptyFigure }, { ...emptyFigure }] };
    case 'quote':
      return { id: blockIdValue, type, text: '', attribution: '' };
    case 'metrics':
      return { id: blockIdValue, type, items: [{ value: '', label: '' }] };
    case 'video':
      return { id: blockIdValue, type, url: '', caption: '' };
  }
}

/** A new, empty section. */
export const newSection = (sectionId: string): CaseStudySection => ({
  id: sectionId,
  number: '',
  title: '',
  blocks: [],
});

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
      blocks: [
        {
          id: 'brief-text',
          type: 'text',
          heading: 'A mark that survives small sizes',
          text: 'The old logo was a detailed illustration that turned into a smudge on sleeves and stickers. The new one had to stay recognisable from a billboard down to a favicon.',
        },
        {
          id: 'brief-image',
          type: 'image',
          src: '/templates/echelon/gallery-1.svg',
          caption: 'Early circle studies.',
          alt: 'Pencil studies of circles and bean shapes',
        },
        {
          id: 'brief-quote',
          type: 'quote',
          text: 'If it works on a stamp, it works everywhere.',
          attribution: 'The founders, at the first interview',
        },
      ],
    },
    {
      id: 'outcome',
      number: '02',
      title: 'THE OUTCOME',
      blocks: [
        {
          id: 'outcome-text',
          type: 'text',
          heading: 'One shape, many places',
          text: 'The final mark is a single bean drawn from two arcs. It prints in one colour, embroiders cleanly and animates on the website without extra drawings.',
        },
        {
          id: 'outcome-metrics',
          type: 'metrics',
          items: [
            { value: '2', label: 'shapes in the mark' },
            { value: '16 px', label: 'smallest size it reads at' },
            { value: '1', label: 'ink colour' },
          ],
        },
        {
          id: 'outcome-image',
          type: 'image',
          src: '/templates/echelon/gallery-6.svg',
          caption: 'The mark across packaging.',
          alt: 'Cups, bags and a van carrying the new mark',
        },
      ],
    },
  ],
};
