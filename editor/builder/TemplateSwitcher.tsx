import { useState } from 'react';
import { listTemplates } from '../../templates';
import { previewSrcSet } from '../../templates/preview-images';
import type { TemplateDefinition } from '../../templates/types';
import { Dialog } from '../Dialog';

/** "Change Template": the registered templates, and a confirmation before switching. */
export function TemplateSwitcher({
  current,
  onChoose,
  onClose,
}: {
  current: TemplateDefinition;
  onChoose: (template: TemplateDefinition) => void;
  onClose: () => void;
}) {
  const [chosen, setChosen] = useState<TemplateDefinition | null>(null);
  return (
    <Dialog title="Switch Template" onClose={onClose}>
      {chosen ? (
        <>
          <p>Switching templates will reset your current customizations. Are you sure?</p>
          <p className="fb-muted">Sections both templates have keep their content.</p>
          <div className="fb-dialog-actions">
            <button type="button" className="fb-button" onClick={() => setChosen(null)}>
              Cancel
            </button>
            <button
              type="button"
              className="fb-button fb-button--primary"
              onClick={() => onChoose(chosen)}
            >
              Switch to {chosen.name}
            </button>
          </div>
        </>
      ) : (
        <ul className="fb-template-list">
          {listTemplates().map((template) => (
            <li key={template.id}>
              <img
                src={template.preview}
                srcSet={previewSrcSet(template.preview)}
                sizes="6rem"
                alt=""
                width={1280}
                height={800}
              />
              <div>
                <strong>{template.name}</strong>
                <span>{template.category}</span>
              </div>
              <button
                type="button"
                className="fb-button"
                disabled={template.id === current.id}
                onClick={() => setChosen(template)}
              >
                {template.id === current.id ? 'Selected' : 'Use This'}
              </button>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
