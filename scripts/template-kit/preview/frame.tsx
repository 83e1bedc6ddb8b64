// One section of a template in one layout and palette, inside the template's Frame: what each
// iframe of the preview page shows.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../../../templates/shared/devices.css';
import { PortfolioView } from '../../../renderer/PortfolioView';
import { findTemplate } from '../../../templates';
import { declarationOf } from '../../../templates/theme';

const params = new URLSearchParams(window.location.search);
const template = findTemplate(params.get('template'));
const type = params.get('section') ?? '';
const definition = template?.sections[type];
const palette = template
  ? declarationOf(template).palettes.find((candidate) => candidate.id === params.get('palette'))
  : undefined;
// The sample page's section when the template has one (it is the fuller), else the section's defaults.
const sample = template?.defaultContent.sections.find((section) => section.type === type);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    {template && definition ? (
      <PortfolioView
        templateId={template.id}
        content={{
          version: 1,
          templateVersion: template.version,
          sections: [
            {
              id: sample?.id ?? type,
              type,
              content: sample?.content ?? definition.defaults,
              layout: params.get('layout') || undefined,
            },
          ],
        }}
        styling={palette ? { palette: palette.id, colors: palette.colors } : undefined}
      />
    ) : (
      <p>No section "{type}" in this template.</p>
    )}
  </StrictMode>,
);
