// A private page's share links, one row each: its state, dates and views, with copy and revoke.
import { useState, type ReactNode } from 'react';
import { toast } from 'react-toastify';
import { linkState, type ShareLink } from '../../model/sharing';
import { copy, day, failureOf, moment, type ControlProps } from './helpers';

const STATE_LABEL: Record<ReturnType<typeof linkState>, string> = {
  active: 'Active',
  expired: 'Expired',
  'used up': 'View limit reached',
  revoked: 'Revoked',
};

export function LinkList({ portfolioId, target, services, urls, onChange }: ControlProps) {
  const [revoking, setRevoking] = useState<string>();
  async function revoke(link: ShareLink) {
    setRevoking(link.id);
    try {
      await services.revokeLink(portfolioId, link.id);
      onChange(await services.load(portfolioId));
      toast.success(`“${link.label}” revoked: it no longer opens this page`);
    } catch (error) {
      toast.error(failureOf(error, 'The link could not be revoked'));
    } finally {
      setRevoking(undefined);
    }
  }
  if (target.links.length === 0)
    return (
      <p className="fb-sharing-note">No links yet. Make one for each person you share with.</p>
    );
  return (
    <ul className="fb-sharing-links" aria-label="Share links">
      {target.links.map((link) => {
        const state = linkState(link);
        const url = urls.get(link.id);
        return (
          <li
            key={link.id}
            className={`fb-sharing-link fb-sharing-link--${state.replace(' ', '-')}`}
          >
            <div className="fb-sharing-link-title">
              <strong>{link.label}</strong>
              <span className="fb-sharing-state">{STATE_LABEL[state]}</span>
            </div>
            <dl className="fb-sharing-facts">
              <Fact term="Created">{day(link.createdAt)}</Fact>
              <Fact term="Expires">{link.expiresAt ? day(link.expiresAt) : 'Never'}</Fact>
              <Fact term="Views">
                {link.viewLimit === null ? link.views : `${link.views} / ${link.viewLimit}`}
              </Fact>
              <Fact term="Last opened">
                {link.lastOpenedAt ? moment(link.lastOpenedAt) : 'Not yet'}
              </Fact>
            </dl>
            {state !== 'revoked' && (
              <div className="fb-sharing-actions">
                {url && (
                  <button type="button" className="fb-button" onClick={() => void copy(url)}>
                    Copy link
                  </button>
                )}
                <button
                  type="button"
                  className="fb-button"
                  disabled={revoking === link.id}
                  aria-label={`Revoke ${link.label}`}
                  onClick={() => void revoke(link)}
                >
                  {revoking === link.id ? 'Revoking…' : 'Revoke'}
                </button>
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
