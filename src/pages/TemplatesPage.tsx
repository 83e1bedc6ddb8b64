import { Link, useNavigate } from 'react-router-dom';
import { DEFAULT_TEMPLATE_ID } from '../../model/constants';
import { templateCatalogue } from '../../templates/catalogue';
import { GALLERY_CARD_SIZES, previewSrcSet } from '../../templates/preview-images';
import { templateUseHref } from '../session/redirect';
import { useSession } from '../session/useSession';

export default function TemplatesPage() {
  const navigate = useNavigate();
  const { isAuthenticated } = useSession();
  const templates = templateCatalogue();

  return (
    <section className="gallery">
      <button type="button" className="back-button" onClick={() => navigate(-1)}>
        ← Back
      </button>
      <header className="gallery-header">
        <h1>PORTFOLIO TEMPLATES</h1>
        <p className="lead">
          Pick a template, answer a short setup, then edit everything in place. Switch any time.
        </p>
        <Link to={`/template-preview/${DEFAULT_TEMPLATE_ID}`} className="gallery-quick-link">
          Preview the default template →
        </Link>
      </header>
      <ul className="gallery-grid">
        {templates.map((template, index) => (
          <li key={template.id} className="template-card">
            <div className="template-card-preview">
              <img
                src={template.preview}
                srcSet={previewSrcSet(template.preview)}
                sizes={GALLERY_CARD_SIZES}
                alt={`${template.name} template preview`}
                // The first preview is the page's largest paint: fetched at once, the rest as they near.
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : 'auto'}
                width={1280}
                height={800}
              />
              <span className="template-badge">LIVE PREVIEW</span>
            </div>
            <div className="template-card-body">
              <h2>{template.name}</h2>
              <p className="template-category">{template.category}</p>
              <p className="template-description">{template.description}</p>
              <div className="template-actions">
                {template.previewUrl && (
                  <Link to={template.previewUrl} className="button button-ghost">
                    VIEW DEMO
                  </Link>
                )}
                <Link
                  to={templateUseHref(template.id, isAuthenticated)}
                  className="button button-primary"
                >
                  USE TEMPLATE<span className="visually-hidden"> {template.name}</span>
                </Link>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
