import { useId } from 'react';
import {
  hasPlace,
  type CheckState,
  type Finding,
  type FindingKind,
  type FindingPlace,
} from './types';

/** What each kind of finding is about, in the order they are listed. */
const GROUPS: [FindingKind, string][] = [
  ['sample', 'Sample content'],
  ['link', 'Links'],
  ['alt', 'Image descriptions'],
  ['heading', 'Headings'],
  ['contrast', 'Colour contrast'],
  ['meta', 'Title and description'],
];

/** Places listed under a finding before "and N more". */
export const PLACES_SHOWN = 8;

function summaryOf(state: CheckState): string {
  if (state === 'checking') return 'Checking your portfolio…';
  if (state === 'failed') return 'The check could not run this time. You can still publish.';
  if (state.length === 0)
    return 'All clear: no sample content left, images described, headings in order, colours easy to read.';
  const things = state.length === 1 ? '1 thing' : `${state.length} things`;
  return `${things} you may want to fix first. None of them stops you publishing.`;
}

function FindingItem({
  finding,
  onShow,
}: {
  finding: Finding;
  onShow: (place: FindingPlace) => void;
}) {
  const places = finding.places ?? [];
  if (places.length > 1) {
    const more = places.length - PLACES_SHOWN;
    return (
      <details className="fb-check-details">
        <summary>{finding.message}</summary>
        <ul className="fb-check-places">
          {places.slice(0, PLACES_SHOWN).map((place) => (
            <li key={`${place.sectionId}:${place.path}`}>
              <button type="button" className="fb-check-place" onClick={() => onShow(place)}>
                {place.label}
              </button>
            </li>
          ))}
          {more > 0 && <li className="fb-check-more">and {more} more</li>}
        </ul>
      </details>
    );
  }
  if (!hasPlace(finding)) return <p className="fb-check-text">{finding.message}</p>;
  return (
    <button type="button" className="fb-check-link" onClick={() => onShow(places[0] ?? finding)}>
      <span>{finding.message}</span>
      <span className="fb-check-go" aria-hidden="true">
        Show
      </span>
    </button>
  );
}

/**
 * The pre-publish check as the publish dialog lists it: grouped by kind, each finding a way to its
 * place. Nothing here blocks publishing.
 */
export function CheckList({
  state,
  onShow,
}: {
  state: CheckState;
  onShow: (place: FindingPlace) => void;
}) {
  const titleId = useId();
  const findings = typeof state === 'string' ? [] : state;
  const tone =
    state === 'checking' || state === 'failed' ? state : findings.length ? 'warnings' : 'clear';
  return (
    <section className={`fb-check fb-check--${tone}`} aria-labelledby={titleId}>
      <div className="fb-check-head">
        <h3 id={titleId}>Before you publish</h3>
        <p className="fb-check-summary" role="status">
          {state === 'checking' && <span className="fb-spinner" aria-hidden="true" />}
          {tone === 'clear' && (
            <span className="fb-check-ok" aria-hidden="true">
              ✓
            </span>
          )}
          {summaryOf(state)}
        </p>
      </div>
      {findings.length > 0 && (
        <div className="fb-check-body">
          {GROUPS.map(([kind, title]) => {
            const group = findings.filter((finding) => finding.kind === kind);
            if (group.length === 0) return null;
            return (
              <div key={kind} className="fb-check-group">
                <h4>
                  {title} <span className="fb-check-count">{group.length}</span>
                </h4>
                <ul>
                  {group.map((finding, index) => (
                    <li key={index}>
                      <FindingItem finding={finding} onShow={onShow} />
                    </li>
                  ))}
                </ul>
              </div>
            );
          })}
        </div>
      )}
    </section>
  );
}
