import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { toast } from 'react-toastify';
import { Builder } from '../../editor/Builder';
import { builderDescription, builderTitle } from '../../model/portfolio';
import { findTemplate, listTemplates } from '../../templates';
import { GALLERY_CARD_SIZES, previewSrcSet } from '../../templates/preview-images';
import type { TemplateDefinition } from '../../templates/types';
import { useBuilderServices } from '../api/builderServices';
import { useCacheOwner } from '../api/owner';
import { createPortfolio, portfolioKeys } from '../api/portfolios';

/** The builder with the app's API behind it; /portfolio-builder/new first asks for a template. */
export default function BuilderPage() {
  const { portfolioId = 'new' } = useParams();
  const services = useBuilderServices();
  if (portfolioId === 'new') return <ChooseTemplate />;
  return <Builder key={portfolioId} portfolioId={portfolioId} services={services} />;
}

/** The select step: choosing a template creates the portfolio at once. */
function ChooseTemplate() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const owner = useCacheOwner();
  const [search] = useSearchParams();
  const [creating, setCreating] = useState<string | null>(null);
  const requested = findTemplate(search.get('template'));
  const started = useRef(false);

  const choose = async (template: TemplateDefinition) => {
    setCreating(template.id);
    try {
      const portfolio = await createPortfolio({
        title: builderTitle(template.name),
        description: builderDescription(template.name),
        templateId: template.id,
      });
      void queryClient.invalidateQueries({ queryKey: portfolioKeys.list(owner) });
      toast.success('Template selected! Setting up your portfolio...', { autoClose: 2000 });
      await navigate(`/portfolio-builder/${portfolio.id}?setup=true`, { replace: true });
    } catch (error) {
      setCreating(null);
      toast.error(`Failed to create portfolio: ${(error as Error).message || 'Please try again.'}`);
    }
  };

  // ?template= picks and creates by itself, once.
  useEffect(() => {
    if (requested && !started.current) {
      started.current = true;
      void choose(requested);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs for the template in the URL only
  }, [requested]);

  return (
    <main className="choose-template">
      <header className="choose-header">
        <Link to="/dashboard" className="back-button">
          ← Back to Dashboard
        </Link>
        <p className="eyebrow">Step 1 of 4 · Choose Template</p>
        <h1>Choose Your Template</h1>
        <p className="lead">
          Selecting a template will create your portfolio. You can switch later.
        </p>
      </header>
      <ul className="gallery-grid">
        {listTemplates().map((template) => (
          <li key={template.id} className="template-card">
            <div className="template-card-preview">
              <img
                src={template.preview}
                srcSet={previewSrcSet(template.preview)}
                sizes={GALLERY_CARD_SIZES}
                alt={`${template.name} template preview`}
                width={1280}
                height={800}
              />
            </div>
            <div className="template-card-body">
              <h2>{template.name}</h2>
              <p className="template-category">{template.category}</p>
              <p className="template-description">{template.description}</p>
              <div className="template-actions">
                <a
                  href={`/template-preview/${template.id}`}
                  target="_blank"
                  rel="noopener"
                  className="button button-ghost"
                >
                  Preview
                </a>
                <button
                  type="button"
                  className="button button-primary"
                  disabled={creating !== null}
                  onClick={() => choose(template)}
                >
                  {creating === template.id ? 'Creating...' : 'Use This'}
                </button>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </main>
  );
}
