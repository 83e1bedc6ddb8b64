import { useId, useState, type FormEvent } from 'react';
import { z } from 'zod';

export const BUDGETS = ['5k-10k', '10k-25k', '25k-50k', '50k+'] as const;

const brief = z.object({
  name: z.string().trim().min(1, 'Name is required'),
  email: z.string().trim().min(1, 'Email is required').pipe(z.email('Invalid email address')),
  company: z.string().trim(),
  project: z.string().trim(),
  budget: z.string(),
  message: z.string().trim().min(1, 'Message is required'),
});
type Brief = z.infer<typeof brief>;
type Errors = Partial<Record<keyof Brief, string>>;

const empty: Brief = { name: '', email: '', company: '', project: '', budget: '', message: '' };

/** The label of each field, as visitors read it. */
export const BRIEF_LABELS: Record<keyof Brief, string> = {
  name: 'Name',
  email: 'Email',
  company: 'Company',
  project: 'Project type',
  budget: 'Budget',
  message: 'Message',
};

/** A mail to the designer with the brief written out: visitors' mail apps send it. */
export function briefMailto(to: string, values: Brief) {
  const lines = [
    `Name: ${values.name}`,
    `Email: ${values.email}`,
    values.company ? `Company: ${values.company}` : '',
    values.project ? `Project: ${values.project}` : '',
    values.budget ? `Budget: ${values.budget}` : '',
  ].filter(Boolean);
  lines.push('', values.message);
  const subject = `Project brief from ${values.name}`;
  return `mailto:${encodeURIComponent(to)}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(lines.join('\n'))}`;
}

type Props = { to?: string; buttonLabel?: string; disabled?: boolean; classPrefix: string };

/**
 * The contact block's brief form (spec section 2): name, email and message required. Nothing is
 * stored: it logs the brief and opens the visitor's mail app addressed to the designer.
 */
export function BriefForm({ to, buttonLabel = 'Send brief', disabled, classPrefix: p }: Props) {
  const [values, setValues] = useState<Brief>(empty);
  const [errors, setErrors] = useState<Errors>({});
  const [sent, setSent] = useState(false);
  const id = useId();

  const update = (field: keyof Brief) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = brief.safeParse(values);
    if (!result.success) {
      const next: Errors = {};
      for (const issue of result.error.issues) next[issue.path[0] as keyof Brief] ??= issue.message;
      setErrors(next);
      return;
    }
    console.info('Project brief', result.data);
    if (to) window.location.href = briefMailto(to, result.data);
    setSent(true);
    setValues(empty);
  };

  if (sent) {
    return (
      <div className={`${p}-brief-sent`} role="status">
        <p className={`${p}-strong`}>Thank you, your brief is ready.</p>
        <p>Your mail app opened with it addressed to me. Expect a reply within 24H.</p>
        <button
          type="button"
          className={`${p}-button ${p}-button--ghost`}
          onClick={() => setSent(false)}
        >
          Write another
        </button>
      </div>
    );
  }

  const field = (name: keyof Brief, label: string, type = 'text', required = false) => (
    <div className={`${p}-field`}>
      <label htmlFor={`${id}-${name}`}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <input
        id={`${id}-${name}`}
        name={name}
        type={type}
        value={values[name]}
        onChange={update(name)}
        disabled={disabled}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
        autoComplete={
          name === 'name'
            ? 'name'
            : name === 'email'
              ? 'email'
              : name === 'company'
                ? 'organization'
                : 'off'
        }
      />
      {errors[name] && (
        <p id={`${id}-${name}-error`} className={`${p}-field-error`}>
          {errors[name]}
        </p>
      )}
    </div>
  );

  return (
    <form
      className={`${p}-brief`}
      onSubmit={submit}
      noValidate
      aria-label="Project brief"
      // Without any script (a server-rendered page), the visitor's mail app still gets the brief.
      action={to ? `mailto:${to}` : undefined}
      method="post"
      encType="text/plain"
      data-brief={p}
      data-brief-to={to}
    >
      <div className={`${p}-brief-row`}>
        {field('name', BRIEF_LABELS.name, 'text', true)}
        {field('email', BRIEF_LABELS.email, 'email', true)}
      </div>
      <div className={`${p}-brief-row`}>
        {field('company', BRIEF_LABELS.company)}
        {field('project', BRIEF_LABELS.project)}
      </div>
      <div className={`${p}-field`}>
        <label htmlFor={`${id}-budget`}>{BRIEF_LABELS.budget}</label>
        <select
          id={`${id}-budget`}
          name="budget"
          value={values.budget}
          onChange={update('budget')}
          disabled={disabled}
        >
          <option value="">Select a range</option>
          {BUDGETS.map((budget) => (
            <option key={budget} value={budget}>
              {budget}
            </option>
          ))}
        </select>
      </div>
      <div className={`${p}-field`}>
        <label htmlFor={`${id}-message`}>
          {BRIEF_LABELS.message}
          <span aria-hidden="true"> *</span>
        </label>
        <textarea
          id={`${id}-message`}
          name="message"
          rows={5}
          value={values.message}
          onChange={update('message')}
          disabled={disabled}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={errors.message ? `${id}-message-error` : undefined}
        />
        {errors.message && (
          <p id={`${id}-message-error`} className={`${p}-field-error`}>
            {errors.message}
          </p>
        )}
      </div>
      <div className={`${p}-brief-footer`}>
        <button type="submit" className={`${p}-button`} disabled={disabled}>
          {buttonLabel}
        </button>
        <p className={`${p}-promise`}>
          <span className={`${p}-promise-badge`}>24H</span> response time
        </p>
      </div>
    </form>
  );
}
