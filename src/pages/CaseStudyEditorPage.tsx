import { useParams } from 'react-router-dom';
import { CaseStudyEditor } from '../../editor/CaseStudyEditor';
import { useBuilderServices } from '../api/builderServices';

/** The case-study editor with the app's API behind it. */
export default function CaseStudyEditorPage() {
  const { portfolioId = '', projectId = '' } = useParams();
  const services = useBuilderServices();
  return (
    <CaseStudyEditor
      key={`${portfolioId}/${projectId}`}
      portfolioId={portfolioId}
      projectId={projectId}
      services={services}
    />
  );
}
