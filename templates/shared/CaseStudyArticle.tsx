import type { ReactNode } from 'react';
import {
  emptyStep,
  newSection,
  placeNumber,
  upgradeCaseStudy,
  type CaseStudy,
  type CaseStudyBlock,
  type CaseStudyFigure,
} from '../../model/case-study';
import { videoEmbed } from '../../model/video';
import { useKit } from '../kit';
import { newId } from './fields';
import { VideoEmbed } from './VideoEmbed';
import './case-study.css';

/** The grey hints an empty field shows in the editor; never stored, never shown to visitors. */
export const CASE_STUDY_HINTS = {
  category: 'Category',
  year: 'Year',
  title: 'Project title',
  intro: 'What the project was, who it was for, and what had to change.',
  heroImageCaption: 'Caption for the hero image (optional)',
  stepTitle: 'Step title',
  stepDesc: 'What happened in this step, in a sentence.',
  sectionTitle: 'Section title',
  heading: 'Heading (optional)',
  text: 'Tell this part of the story.',
  caption: 'Caption (optional)',
  alt: 'Describe the picture for people who can’t see it',
  quote: 'A line worth quoting.',
  attribution: 'Who said it',
  metricValue: '40%',
  metricLabel: 'What it measures',
  videoUrl: 'Paste a YouTube, Vimeo or Loom link',
} as const;

type Props = {
  study: CaseStudy;
  /** The editor's "Add block" menu, drawn before block `index` of section `sectionIndex`. */
  blockInserter?: (sectionIndex: number, index: number) => ReactNode;
};

/**
 * A case study read as an article: the published page, the sample and the editor draw this one
 * component. Its editable things go through the edit kit, so it edits in place where an editor
 * provides its kit and reads only everywhere else.
 */
export function CaseStudyArticle({ study: stored, blockInserter }: Props) {
  const kit = useKit();
  const { Text, Image, List } = kit;
  const editing = kit.mode === 'edit';
  // Pages that read rows directly may hand over an older document: it is read as today's.
  const study = upgradeCaseStudy(stored) as CaseStudy;
  const showDot = editing || (study.category && study.year);

  return (
    <article className="cs">
      <header className="cs-head">
        <p className="cs-kicker">
          <Text path="category" value={study.category} placeholder={CASE_STUDY_HINTS.category} />
          {showDot && <span aria-hidden="true"> · </span>}
          <Text path="year" value={study.year} placeholder={CASE_STUDY_HINTS.year} />
        </p>
        <Text
          as="h1"
          className="cs-title"
          path="title"
          value={study.title}
          placeholder={CASE_STUDY_HINTS.title}
        />
        <Text
          as="p"
          className="cs-intro"
          path="intro"
          value={study.intro}
          multiline
          placeholder={CASE_STUDY_HINTS.intro}
        />
      </header>
      {(editing || study.heroImage) && (
        <figure className="cs-hero">
          <Image
            path="heroImage"
            src={study.heroImage}
            alt={study.heroImageCaption || study.title}
            className="cs-image cs-image--wide"
            sizes="(min-width: 1100px) 1100px, 100vw"
          />
          <Text
            as="figcaption"
            path="heroImageCaption"
            value={study.heroImageCaption}
            placeholder={CASE_STUDY_HINTS.heroImageCaption}
          />
        </figure>
      )}
      <List
        path="steps"
        as="ol"
        className="cs-steps"
        items={study.steps}
        itemKey={(_step, index) => `step-${index}`}
        itemLabel="step"
        newItem={emptyStep}
        renderItem={(step, index, itemPath) => (
          <li>
            <Text
              className="cs-step-num"
              path={`${itemPath}.num`}
              value={editing ? step.num : step.num || placeNumber(index)}
              placeholder={placeNumber(index)}
            />
            <Text
              as="strong"
              className="cs-step-title"
              path={`${itemPath}.title`}
              value={step.title}
              placeholder={CASE_STUDY_HINTS.stepTitle}
            />
            <Text
              as="p"
              path={`${itemPath}.desc`}
              value={step.desc}
              placeholder={CASE_STUDY_HINTS.stepDesc}
            />
          </li>
        )}
      />
      <List
        path="sections"
        className="cs-sections"
        items={study.sections}
        itemKey={(section) => section.id}
        itemLabel="section"
        newItem={() => newSection(newId('section'))}
        renderItem={(section, sectionIndex, sectionPath) => (
          <section className="cs-section">
            <h2>
              <Text
                className="cs-section-num"
                path={`${sectionPath}.number`}
                value={editing ? section.number : section.number || placeNumber(sectionIndex)}
                placeholder={placeNumber(sectionIndex)}
              />{' '}
              <Text
                className="cs-section-title"
                path={`${sectionPath}.title`}
                value={section.title}
                placeholder={CASE_STUDY_HINTS.sectionTitle}
              />
            </h2>
            {blockInserter?.(sectionIndex, 0)}
            <List
              path={`${sectionPath}.blocks`}
              className="cs-blocks"
              items={section.blocks}
              itemKey={(block) => block.id}
              itemLabel="block"
              renderItem={(block, blockIndex, blockPath) => (
                <div className={`cs-block cs-block--${block.type}`}>
                  <Block block={block} path={blockPath} />
                  {blockInserter?.(sectionIndex, blockIndex + 1)}
                </div>
              )}
            />
          </section>
        )}
      />
    </article>
  );
}

function Figure({ figure, path }: { figure: CaseStudyFigure; path: string }) {
  const { Text, Image, mode } = useKit();
  if (mode === 'view' && !figure.src) return null;
  return (
    <figure className="cs-figure">
      <Image
        path={`${path}.src`}
        src={figure.src}
        alt={figure.alt || figure.caption}
        className="cs-image"
        sizes="(min-width: 1100px) 1100px, 100vw"
      />
      <Text
        as="figcaption"
        path={`${path}.caption`}
        value={figure.caption}
        placeholder={CASE_STUDY_HINTS.caption}
      />
      {mode === 'edit' && (
        <Text
          as="p"
          className="cs-alt"
          path={`${path}.alt`}
          value={figure.alt}
          placeholder={CASE_STUDY_HINTS.alt}
        />
      )}
    </figure>
  );
}

function Block({ block, path }: { block: CaseStudyBlock; path: string }) {
  const { Text, List, mode } = useKit();
  switch (block.type) {
    case 'text':
      return (
        <div className="cs-text">
          <Text
            as="h3"
            path={`${path}.heading`}
            value={block.heading}
            placeholder={CASE_STUDY_HINTS.heading}
          />
          <Text
            as="p"
            path={`${path}.text`}
            value={block.text}
            multiline
            placeholder={CASE_STUDY_HINTS.text}
          />
        </div>
      );
    case 'image':
      return <Figure figure={block} path={path} />;
    case 'image-pair':
      return (
        <div className="cs-pair">
          {block.images.map((figure, index) => (
            <Figure key={index} figure={figure} path={`${path}.images.${index}`} />
          ))}
        </div>
      );
    case 'quote':
      return (
        <blockquote className="cs-quote">
          <Text
            as="p"
            path={`${path}.text`}
            value={block.text}
            multiline
            placeholder={CASE_STUDY_HINTS.quote}
          />
          <Text
            as="cite"
            path={`${path}.attribution`}
            value={block.attribution}
            placeholder={CASE_STUDY_HINTS.attribution}
          />
        </blockquote>
      );
    case 'metrics':
      return (
        <List
          path={`${path}.items`}
          as="ul"
          className="cs-metrics"
          items={block.items}
          itemKey={(_item, index) => `metric-${index}`}
          itemLabel="metric"
          newItem={() => ({ value: '', label: '' })}
          renderItem={(item, _index, itemPath) => (
            <li>
              <Text
                as="strong"
                path={`${itemPath}.value`}
                value={item.value}
                placeholder={CASE_STUDY_HINTS.metricValue}
              />
              <Text
                path={`${itemPath}.label`}
                value={item.label}
                placeholder={CASE_STUDY_HINTS.metricLabel}
              />
            </li>
          )}
        />
      );
    case 'video':
      return (
        <figure className="cs-video">
          <VideoEmbed url={block.url} title={block.caption} />
          {mode === 'edit' && !videoEmbed(block.url) && (
            <span className="cs-video-empty">No video yet: paste its link below</span>
          )}
          {mode === 'edit' && (
            <Text
              as="p"
              className="cs-video-url"
              path={`${path}.url`}
              value={block.url}
              placeholder={CASE_STUDY_HINTS.videoUrl}
            />
          )}
          <Text
            as="figcaption"
            path={`${path}.caption`}
            value={block.caption}
            placeholder={CASE_STUDY_HINTS.caption}
          />
        </figure>
      );
  }
}
