import { useCallback, useEffect, useRef, useState } from 'react';
import type { PortfolioSharing } from '../../model/sharing';
import { failureOf, type KnownUrls } from './helpers';
import type { SharingServices } from './services';
import { TargetControls, VisibilityBadge } from './TargetControls';
import './sharing.css';

/**
 * Sharing: who may read the live portfolio and each case study, with private links and an optional
 * password. Changes apply at once (no publish). With `projectId`, only that case study's controls,
 * so the case-study editor can show this panel too.
 */
export function SharingPanel({
  portfolioId,
  projectId,
  services,
  onClose,
}: {
  portfolioId: string;
  projectId?: string;
  services: SharingServices;
  onClose: () => void;
}) {
  const [sharing, setSharing] = useState<PortfolioSharing>();
  const [problem, setProblem] = useState<string>();
  const [urls, setUrls] = useState<KnownUrls>(() => new Map());
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  useEffect(() => {
    let cancelled = false;
    services.load(portfolioId).then(
      (loaded) => !cancelled && setSharing(loaded),
      (error: unknown) =>
        !cancelled && setProblem(failureOf(error, 'Sharing settings could not be loaded')),
    );
    return () => {
      cancelled = true;
    };
  }, [portfolioId, services]);

  const remember = useCallback(
    (linkId: string, url: string) => setUrls((known) => new Map(known).set(linkId, url)),
    [],
  );

  const targets = sharing
    ? projectId === undefined
      ? [sharing.portfolio]
      : sharing.caseStudies.filter((study) => study.projectId === projectId)
    : [];
  const props = { portfolioId, services, urls, remember, onChange: setSharing };

  return (
    <aside className="fb-panel fb-sharing" aria-label="Sharing">
      <div className="fb-sharing-head">
        <h2 ref={heading} tabIndex={-1}>
          Sharing
        </h2>
        <button type="button" className="fb-button" onClick={onClose}>
          Done
        </button>
      </div>
      <p className="fb-sharing-note">
        Who can open your live page. Changes apply at once, without publishing.
      </p>
      {problem && <p role="alert">{problem}</p>}
      {!sharing && !problem && <p role="status">Loading sharing settings…</p>}
      {targets.map((target) => (
        <TargetControls key={target.projectId ?? ''} target={target} {...props} />
      ))}
      {sharing && projectId === undefined && sharing.caseStudies.length > 0 && (
        <section className="fb-sharing-studies" aria-labelledby="fb-sharing-studies">
          <h3 id="fb-sharing-studies">Case studies</h3>
          {sharing.caseStudies.map((study) => (
            <details key={study.projectId} className="fb-sharing-study">
              <summary>
                <span>{study.title}</span>
                <VisibilityBadge visibility={study.effective} />
              </summary>
              <TargetControls target={study} {...props} />
            </details>
          ))}
        </section>
      )}
    </aside>
  );
}
