import { sampleCaseStudy } from '../../model/case-study';
import { CaseStudyPage } from '../../renderer/CaseStudyPage';

/** /case-study/logo-design-process: the fixed sample article. */
export default function SampleCaseStudyPage() {
  return <CaseStudyPage study={sampleCaseStudy} backHref="/" />;
}
