// The builder's canvas: the page edited in place at the device's width, and in preview the page as
// visitors see it.
import type { ReactNode } from 'react';
import type { PortfolioContent, Styling } from '../../model/content';
import type { Portfolio } from '../../model/portfolio';
import { PortfolioLinksProvider, type PortfolioLinks } from '../../templates/kit';
import { PortfolioDocument } from '../../templates/PortfolioDocument';
import type { TemplateDefinition } from '../../templates/types';
import { ActiveSectionsProvider } from '../kit/activeSection';
import { AddSection } from './AddSection';
import { DeviceFrame, type Device } from './Devices';
import { LiveThemedFrame } from './stylingPreview';

type Props = {
  mode: 'customize' | 'preview';
  device: Device;
  portfolio: Portfolio;
  template: TemplateDefinition;
  content: PortfolioContent;
  styling: Styling;
  links: PortfolioLinks;
  /** Craft.js's Frame, the same element across renders. */
  canvas: ReactNode;
  /** The document of the device's frame, where the pre-publish check finds a section. */
  setFrameDocument: (document: Document | null) => void;
};

/** The canvas region, hidden in preview, and the preview region shown in its place. */
export function Canvas({
  mode,
  device,
  portfolio,
  template,
  content,
  styling,
  links,
  canvas,
  setFrameDocument,
}: Props) {
  return (
    <>
      {/* A labelled region, not <main>: the template's page inside has the main landmark, and a
          main may sit inside divs only. */}
      <div
        role="region"
        className={`fb-canvas${device === 'desktop' ? '' : ' fb-canvas--device'}`}
        aria-label="Portfolio canvas"
        hidden={mode === 'preview'}
      >
        <AtWidth device={device} onDocument={setFrameDocument}>
          <PortfolioLinksProvider value={links}>
            <LiveThemedFrame template={template} content={content} styling={styling}>
              <ActiveSectionsProvider>{canvas}</ActiveSectionsProvider>
            </LiveThemedFrame>
          </PortfolioLinksProvider>
          <AddSection template={template} />
        </AtWidth>
      </div>

      {mode === 'preview' && (
        <div
          role="region"
          className={`fb-preview${device === 'desktop' ? '' : ' fb-canvas--device'}`}
          aria-label="Preview"
        >
          <AtWidth device={device}>
            <PortfolioLinksProvider
              value={{ portfolioId: portfolio.id, caseStudyHref: () => undefined }}
            >
              <PortfolioDocument template={template} content={content} styling={styling} />
            </PortfolioLinksProvider>
          </AtWidth>
        </div>
      )}
    </>
  );
}

/** The canvas in the window at desktop, in a frame of the device's width otherwise. */
function AtWidth({
  device,
  onDocument,
  children,
}: {
  device: Device;
  onDocument?: (document: Document | null) => void;
  children: ReactNode;
}) {
  if (device === 'desktop') return <>{children}</>;
  return (
    <DeviceFrame device={device} onDocument={onDocument}>
      {children}
    </DeviceFrame>
  );
}
