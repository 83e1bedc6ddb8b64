import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { PortfolioView } from '../../renderer/PortfolioView';
import { findTemplate } from '../../templates';
import { templatePreviewMeta } from '../app/pageMeta';
import { templateUseHref } from '../session/redirect';
import { useSession } from '../session/useSession';

/** A template with its sample content, under a fixed bar with BACK and USE THIS TEMPLATE. */
export default function TemplatePreviewPage() {
  const { templateId = '' } = useParams();
  const navigate = useNavigate();
  const { isAuthenticated } = useSession();
  const template = findTemplate(templateId);
  useEffect(() => {
    if (template) document.title = templatePreviewMeta(template).title;
  }, [template]);

  if (!template) {
    return (
      <main className="fullscreen-placeholder">
        <p className="eyebrow">Template preview</p>
        <h1>Template Not Found</h1>
        <p className="lead">The template {templateId} could not be loaded.</p>
        <Link to="/templates" className="button button-primary">
          Browse templates
        </Link>
      </main>
    );
  }

  return (
    <div className="template-preview">
      <div className="preview-bar" role="region" aria-label="Template preview">
        <button
          type="button"
          className="preview-bar-button"
          onClick={() => (window.history.length > 1 ? navigate(-1) : navigate('/templates'))}
        >
          ← BACK
        </button>
        <p className="preview-bar-title">
          <strong>{template.name}</strong> <span>{template.category}</span>
        </p>
        <Link
          to={templateUseHref(template.id, isAuthenticated)}
          className="preview-bar-button preview-bar-primary"
        >
          USE THIS TEMPLATE
        </Link>
      </div>
      <PortfolioView content={template.defaultContent} templateId={template.id} />
    </div>
  );
}
