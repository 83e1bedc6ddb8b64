// The case study on the page: read-only in preview, otherwise editable in place through the
// builder's kit, with "+ Add block" between its blocks.
import { useCallback, useMemo } from 'react';
import { MAX_METRICS, newBlock, type CaseStudy } from '../../model/case-study';
import { CASE_STUDY_MAX_STEPS } from '../../model/constants';
import type { PortfolioContent, Styling } from '../../model/content';
import { KitProvider, SectionDefinitionProvider } from '../../templates/kit';
import { ThemedFrame } from '../../templates/PortfolioDocument';
import { CaseStudyArticle } from '../../templates/shared/CaseStudyArticle';
import { newId } from '../../templates/shared/fields';
import type { SectionDefinition, TemplateDefinition } from '../../templates/types';
import { editKit } from '../kit/editKit';
import { DocumentKitProvider, type KitWriter, type SectionInfo } from '../kit/SectionContext';
import { AddBlock } from './AddBlock';

/** The limits the article's lists keep (model/case-study.ts), told to the kit's list controls. */
const CASE_STUDY_LISTS: Pick<SectionDefinition, 'lists'> = {
  lists: {
    steps: { maxItems: CASE_STUDY_MAX_STEPS, deviceVisibility: false },
    sections: { maxItems: 20, deviceVisibility: false },
    'sections.blocks': { maxItems: 30, deviceVisibility: false },
    'sections.blocks.items': { maxItems: MAX_METRICS, deviceVisibility: false },
  },
};

type Props = {
  /** The portfolio's template, content and styling: the study is drawn in its theme. */
  template: TemplateDefinition;
  content: PortfolioContent;
  styling: Styling;
  study: CaseStudy;
  preview: boolean;
  /** Commits an edit to the study (one undo step). */
  writer: KitWriter;
};

/** The article in the portfolio's theme; `writer` takes the edits made in it. */
export function StudyArticle({ template, content, styling, study, preview, writer }: Props) {
  const info = useMemo<SectionInfo>(
    () => ({
      nodeId: 'case-study',
      type: 'case-study',
      title: 'Case study',
      content: study,
      sampleNoteId: 'cse-sample-note',
    }),
    [study],
  );
  const blockInserter = useCallback(
    (sectionIndex: number, index: number) => (
      <AddBlock
        sectionIndex={sectionIndex}
        index={index}
        onAdd={(type) =>
          writer.changeList(
            `sections.${sectionIndex}.blocks`,
            (blocks) => void blocks.splice(index, 0, newBlock(type, newId('block'))),
          )
        }
      />
    ),
    [writer],
  );

  return (
    <div className="fb-theme cse-theme">
      <ThemedFrame template={template} content={content} styling={styling}>
        {preview ? (
          <CaseStudyArticle study={study} />
        ) : (
          <KitProvider value={editKit}>
            <SectionDefinitionProvider value={CASE_STUDY_LISTS}>
              <DocumentKitProvider info={info} writer={writer}>
                <CaseStudyArticle study={study} blockInserter={blockInserter} />
              </DocumentKitProvider>
            </SectionDefinitionProvider>
          </KitProvider>
        )}
      </ThemedFrame>
    </div>
  );
}
