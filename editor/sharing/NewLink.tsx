// The form that makes a new share link for a private page, and the new link, shown once to copy.
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import {
  shareLinkForm,
  shareLinkInputOf,
  SHARE_LABEL_MAX,
  type ShareLinkForm,
} from '../../model/sharing';
import { copy, failureOf, type ControlProps } from './helpers';

export function NewLink({ portfolioId, target, services, remember, onChange }: ControlProps) {
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
