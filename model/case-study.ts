import { z } from 'zod';
import {
  CASE_STUDY_MAX_STEPS,
  CASE_STUDY_MIN_STEPS,
  CASE_STUDY_NUMBER_MAX,
  CASE_STUDY_SECTION_TITLE_MAX,
  CASE_STUDY_STEP_DESCRIPTION_MAX,
  CASE_STUDY_STEP_TITLE_MAX,
} from './constants';
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

/** A project's case study (spec sections 3 and 5). */
export const caseStudy = z.object({
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
