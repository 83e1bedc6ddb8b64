import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import {
  linkState,
  pagePasswordForm,
  shareLinkForm,
  shareLinkInputOf,
  SHARE_LABEL_MAX,
  type PortfolioSharing,
  type ShareLink,
  type ShareLinkForm,
  type TargetSharing,
  type Visibility,
} from '../../model/sharing';
import type { SharingServices } from './services';
import './sharing.css';

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

const STATE_LABEL: Record<ReturnType<typeof linkState>, string> = {
  active: 'Active',
  expired: 'Expired',
  'used up': 'View limit reached',
  revoked: 'Revoked',
};

const day = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
const moment = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const failureOf = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;

/** The whole address of each link made in this visit: the server keeps only a hash, so it can't show them again. */
type KnownUrls = Map<string, string>;

async function copy(url: string) {
  try {
    await navigator.clipboard.writeText(url);
    toast.success('Link copied');
  } catch {
    toast.error('Could not copy: select the link and copy it yourself');
  }
}

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

function VisibilityBadge({ visibility }: { visibility: Visibility }) {
  return (
    <span className={`fb-sharing-badge fb-sharing-badge--${visibility}`}>
      {CHOICES.find((choice) => choice.value === visibility)!.label}
    </span>
  );
}

type ControlProps = {
  portfolioId: string;
  target: TargetSharing;
  services: SharingServices;
  urls: KnownUrls;
  remember: (linkId: string, url: string) => void;
  onChange: (sharing: PortfolioSharing) => void;
};

/** One page's controls: its visibility, and when private its links and password. */
function TargetControls(props: ControlProps) {
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

function LinkList({ portfolioId, target, services, urls, onChange }: ControlProps) {
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

function NewLink({ portfolioId, target, services, remember, onChange }: ControlProps) {
  const [created, setCreated] = useState<{ label: string; url: string }>();
  const [failure, setFailure] = useState<string>();
  const form = useForm<ShareLinkForm>({
    resolver: zodResolver(shareLinkForm),
    defaultValues: { label: '', expires: '', viewLimit: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const id = useId();

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      const answer = await services.createLink(
        portfolioId,
        shareLinkInputOf(values, target.projectId),
      );
      remember(answer.link.id, answer.url);
      setCreated({ label: answer.link.label, url: answer.url });
      form.reset();
      onChange(await services.load(portfolioId));
    } catch (error) {
      // What was typed stays in the form, to send again.
      setFailure(failureOf(error, 'The link could not be created'));
    }
  });

  const field = (name: keyof ShareLinkForm, label: string, input: ReactNode, hint?: string) => (
    <div className={`fb-sharing-field${errors[name] ? ' fb-sharing-field--invalid' : ''}`}>
      <label htmlFor={`${id}-${name}`}>{label}</label>
      {input}
      {errors[name] ? (
        <p id={`${id}-${name}-error`} className="fb-sharing-error" role="alert">
          {errors[name].message}
        </p>
      ) : (
        hint && <p className="fb-sharing-hint">{hint}</p>
      )}
    </div>
  );
  const described = (name: keyof ShareLinkForm) =>
    errors[name]
      ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-${name}-error` }
      : {};

  return (
    <section className="fb-sharing-new" aria-label="New link">
      {created && (
        <div className="fb-sharing-created" role="status">
          <p>
            <strong>Link for “{created.label}”.</strong> Copy it now: for safety it is shown only in
            this visit.
          </p>
          <div className="fb-sharing-url">
            <input
              readOnly
              value={created.url}
              aria-label={`Link for ${created.label}`}
              onFocus={(event) => event.currentTarget.select()}
            />
            <button
              type="button"
              className="fb-button fb-button--primary"
              onClick={() => void copy(created.url)}
            >
              Copy link
            </button>
          </div>
        </div>
      )}
      <form onSubmit={onSubmit} noValidate className="fb-sharing-form">
        <h4>New link</h4>
        {field(
          'label',
          'Who is it for',
          <input
            id={`${id}-label`}
            maxLength={SHARE_LABEL_MAX + 20}
            placeholder="Acme recruiter"
            autoComplete="off"
            {...described('label')}
            {...form.register('label')}
          />,
        )}
        <div className="fb-sharing-row">
          {field(
            'expires',
            'Expires (optional)',
            <input
              id={`${id}-expires`}
              type="date"
              {...described('expires')}
              {...form.register('expires')}
            />,
            'At the end of that day',
          )}
          {field(
            'viewLimit',
            'View limit (optional)',
            <input
              id={`${id}-viewLimit`}
              inputMode="numeric"
              placeholder="No limit"
              {...described('viewLimit')}
              {...form.register('viewLimit')}
            />,
            'Opens of the link',
          )}
        </div>
        {failure && (
          <p className="fb-sharing-error" role="alert">
            {failure}
          </p>
        )}
        <button type="submit" className="fb-button fb-button--primary" disabled={isSubmitting}>
          {isSubmitting ? 'Creating…' : 'Create link'}
        </button>
      </form>
    </section>
  );
}

function PasswordControl({ portfolioId, target, services, onChange }: ControlProps) {
  const [editing, setEditing] = useState(false);
  const [failure, setFailure] = useState<string>();
  const form = useForm<{ password: string }>({
    resolver: zodResolver(pagePasswordForm),
    defaultValues: { password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const id = useId();

  async function save(password: string | null) {
    setFailure(undefined);
    try {
      const outcome = await services.setPassword(portfolioId, target.projectId, password);
      onChange(outcome.sharing);
      toast.success(outcome.message);
      form.reset();
      setEditing(false);
    } catch (error) {
      setFailure(failureOf(error, 'The password could not be saved'));
    }
  }
  const onSubmit = form.handleSubmit(({ password }) => save(password));

  return (
    <section className="fb-sharing-password" aria-label="Password">
      <h4>Password (optional)</h4>
      <p className="fb-sharing-note">
        {target.hasPassword
          ? 'Visitors without a link can type the password to open this page.'
          : 'Besides links, you can let people in with one password.'}
      </p>
      {target.hasPassword && !editing ? (
        <div className="fb-sharing-actions">
          <button type="button" className="fb-button" onClick={() => setEditing(true)}>
            Change password
          </button>
          <button type="button" className="fb-button" onClick={() => void save(null)}>
            Remove password
          </button>
        </div>
      ) : (
        <form onSubmit={onSubmit} noValidate className="fb-sharing-form">
          <div className={`fb-sharing-field${errors.password ? ' fb-sharing-field--invalid' : ''}`}>
            <label htmlFor={`${id}-password`}>
              {target.hasPassword ? 'New password' : 'Password'}
            </label>
            <input
              id={`${id}-password`}
              type="password"
              autoComplete="new-password"
              {...(errors.password
                ? { 'aria-invalid': true, 'aria-describedby': `${id}-password-error` }
                : {})}
              {...form.register('password')}
            />
            {errors.password && (
              <p id={`${id}-password-error`} className="fb-sharing-error" role="alert">
                {errors.password.message}
              </p>
            )}
          </div>
          {failure && (
            <p className="fb-sharing-error" role="alert">
              {failure}
            </p>
          )}
          <div className="fb-sharing-actions">
            <button type="submit" className="fb-button" disabled={isSubmitting}>
              {isSubmitting ? 'Saving…' : 'Set password'}
            </button>
            {editing && (
              <button type="button" className="fb-button" onClick={() => setEditing(false)}>
                Cancel
              </button>
            )}
          </div>
        </form>
      )}
    </section>
  );
}
