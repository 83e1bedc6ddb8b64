// One page's sharing controls: who may see it (public, unlisted, private), and when private its
// links and password.
import { useId, useState } from 'react';
import { toast } from 'react-toastify';
import type { Visibility } from '../../model/sharing';
import { failureOf, type ControlProps } from './helpers';
import { LinkList } from './LinkList';
import { NewLink } from './NewLink';
import { PasswordControl } from './PasswordControl';

const CHOICES: Array<{ value: Visibility; label: string; hint: string }> = [
  { value: 'public', label: 'Public', hint: 'Anyone can find it; search engines list it.' },
  {
    value: 'unlisted',
    label: 'Unlisted',
    hint: 'Anyone with the address can open it; left out of search engines and the sitemap.',
  },
  {
    value: 'private',
    label: 'Private',
    hint: 'Only people you give a link or the password; everyone else is told it is private.',
  },
];

export function VisibilityBadge({ visibility }: { visibility: Visibility }) {
  return (
    <span className={`fb-sharing-badge fb-sharing-badge--${visibility}`}>
      {CHOICES.find((choice) => choice.value === visibility)!.label}
    </span>
  );
}

/** One page's controls: its visibility, and when private its links and password. */
export function TargetControls(props: ControlProps) {
  const { portfolioId, target, services, onChange } = props;
  // The choice shows at once; it goes back if the server refuses it.
  const [chosen, setChosen] = useState<Visibility>();
  const name = useId();
  const isStudy = target.projectId !== null;
  const what = isStudy ? 'case study' : 'portfolio';
  const closedByPortfolio = isStudy && target.effective !== target.visibility;

  async function choose(visibility: Visibility) {
    setChosen(visibility);
    try {
      const outcome = await services.setVisibility(portfolioId, target.projectId, visibility);
      onChange(outcome.sharing);
      toast.success(outcome.message);
    } catch (error) {
      toast.error(failureOf(error, 'Visibility could not be changed'));
    } finally {
      setChosen(undefined);
    }
  }

  return (
    <div className="fb-sharing-target">
      <fieldset className="fb-sharing-choices" aria-busy={chosen !== undefined}>
        <legend>Who can see this {what}</legend>
        {CHOICES.map((choice) => (
          <label key={choice.value} className="fb-sharing-choice">
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={(chosen ?? target.visibility) === choice.value}
              disabled={chosen !== undefined}
              onChange={() => void choose(choice.value)}
            />
            <span>
              <strong>{choice.label}</strong>
              <small>{choice.hint}</small>
            </span>
          </label>
        ))}
      </fieldset>
      {closedByPortfolio && (
        <p className="fb-sharing-note">
          The portfolio is {target.effective}, so this case study is too.
          {target.effective === 'private' && ' Links to the portfolio open it as well.'}
        </p>
      )}
      {target.effective === 'private' && (
        <>
          <LinkList {...props} />
          <NewLink {...props} />
          <PasswordControl {...props} />
        </>
      )}
    </div>
  );
}
