import { useId, useRef, useState, type FormEvent } from 'react';
import {
  BRIEF_HIDDEN,
  BRIEF_LABELS,
  BUDGETS,
  briefErrors,
  brief as briefSchema,
  type BriefField,
} from '../../model/enquiry';
import { useKit, usePortfolioLinks } from '../kit';
import { fetchStartStamp, sendBrief } from './brief-send';
import { typedBeforeRunning } from './prerendered-form';
import './brief.css';

export { BRIEF_LABELS, BUDGETS };

type Values = Record<BriefField, string>;
type Errors = Partial<Record<BriefField, string>>;

const empty: Values = { name: '', email: '', company: '', project: '', budget: '', message: '' };

type Props = {
  /** The designer's words on the button (the section's `button`); the template's own when empty. */
  button?: string;
  /** The template's own words for the button. */
  defaultButton?: string;
  disabled?: boolean;
  classPrefix: string;
  /** The designer's own word on when they reply (the section's `response_time`); none when empty. */
  promise?: string;
};

/**
 * The contact block's brief form (spec section 2, issue 21): name, email and message required,
 * sent to the designer's inbox from a published page. The server renders it whole, so it posts
 * without script too and lands on its thank-you block (`:target`); the page's script
 * (renderer/islands.ts) and this component send JSON instead. Elsewhere (a template preview) it
 * checks what was typed but cannot send.
 */
export function BriefForm({
  button,
  defaultButton = 'Send brief',
  disabled,
  classPrefix: p,
  promise,
}: Props) {
  const { Text, mode } = useKit();
  const { brief: target } = usePortfolioLinks();
  const [values, setValues] = useState<Values>(() => typedBeforeRunning(`form.${p}-brief`, empty));
  const [errors, setErrors] = useState<Errors>({});
  const [problem, setProblem] = useState('');
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const started = useRef<Promise<string | undefined> | undefined>(undefined);
  // Ids are also the no-script thank-you's address (#…): letters, digits and dashes only.
  const id = `brief${useId().replace(/[^\w-]/g, '')}`;
  const formId = `${id}-form`;
  const thanksId = `${id}-sent`;

  const update = (field: BriefField) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  // The fill time counts from when the visitor starts on the form, as the server signs it.
  const start = () => {
    if (target && !started.current) started.current = fetchStartStamp(target.action);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = briefErrors(values);
    setErrors(found);
    setProblem('');
    if (Object.keys(found).length > 0) return;
    if (!target) {
      setProblem('This is a preview: briefs are sent from the published page.');
      return;
    }
    start();
    setSending(true);
    const outcome = await sendBrief(target.action, {
      ...briefSchema.parse(values),
      [BRIEF_HIDDEN.started]: (await started.current) ?? target.started,
      [BRIEF_HIDDEN.page]: target.page,
    });
    setSending(false);
    // A stamp takes one brief: after a send, or one refused as used, the next asks for another.
    if (outcome.ok || outcome.code === 'EXPIRED') started.current = undefined;
    if (!outcome.ok) {
      setErrors(outcome.fieldErrors);
      setProblem(outcome.message);
      return;
    }
    setSent(true);
    setValues(empty);
  };

  const described = (name: BriefField) =>
    errors[name]
      ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-${name}-error` }
      : {};
  const errorOf = (name: BriefField) =>
    errors[name] && (
      <p id={`${id}-${name}-error`} className={`${p}-field-error`}>
        {errors[name]}
      </p>
    );
  const autoComplete: Partial<Record<BriefField, string>> = {
    name: 'name',
    email: 'email',
    company: 'organization',
  };
  const field = (name: BriefField, type = 'text', required = false) => (
    <div className={`${p}-field`}>
      <label htmlFor={`${id}-${name}`}>
        {BRIEF_LABELS[name]}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <input
        id={`${id}-${name}`}
        name={name}
        type={type}
        value={values[name]}
        onChange={update(name)}
        disabled={disabled}
        autoComplete={autoComplete[name] ?? 'off'}
        {...described(name)}
      />
      {errorOf(name)}
    </div>
  );

  return (
    <div className="brief-box">
      <form
        id={formId}
        className={`${p}-brief`}
        onSubmit={submit}
        onFocus={start}
        noValidate
        aria-label="Project brief"
        action={target?.action}
        method="post"
        data-brief={p}
        aria-busy={sending || undefined}
      >
        <div className={`${p}-brief-row`}>
          {field('name', 'text', true)}
          {field('email', 'email', true)}
        </div>
        <div className={`${p}-brief-row`}>
          {field('company')}
          {field('project')}
        </div>
        <div className={`${p}-field`}>
          <label htmlFor={`${id}-budget`}>{BRIEF_LABELS.budget}</label>
          <select
            id={`${id}-budget`}
            name="budget"
            value={values.budget}
            onChange={update('budget')}
            disabled={disabled}
            {...described('budget')}
          >
            <option value="">Select a range</option>
            {BUDGETS.map((budget) => (
              <option key={budget} value={budget}>
                {budget}
              </option>
            ))}
          </select>
          {errorOf('budget')}
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
            {...described('message')}
          />
          {errorOf('message')}
        </div>
        {/* People never see or fill this; a bot filling every field does. */}
        <div className="brief-trap" aria-hidden="true">
          <label htmlFor={`${id}-trap`}>Leave this field empty</label>
          <input
            id={`${id}-trap`}
            name={BRIEF_HIDDEN.honeypot}
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </div>
        {/* The page's script puts a fresh start time here as the visitor starts. */}
        <input
          type="hidden"
          name={BRIEF_HIDDEN.started}
          defaultValue={target?.started ?? ''}
          data-brief-started=""
        />
        <input type="hidden" name={BRIEF_HIDDEN.page} defaultValue={target?.page ?? ''} />
        <input type="hidden" name={BRIEF_HIDDEN.thanks} defaultValue={thanksId} />
        {problem && (
          <p className={`${p}-field-error brief-problem`} role="alert">
            {problem}
          </p>
        )}
        <div className={`${p}-brief-footer`}>
          {mode === 'edit' ? (
            // In the builder the button's words are edited in place; a disabled button takes no click.
            <Text
              path="button"
              value={button}
              as="span"
              className={`${p}-button`}
              placeholder={defaultButton}
            />
          ) : (
            <button type="submit" className={`${p}-button`} disabled={disabled || sending}>
              {sending ? 'Sending…' : <Text path="button" value={button || defaultButton} />}
            </button>
          )}
          {(mode === 'edit' || promise) && (
            <Text
              path="response_time"
              value={promise}
              as="p"
              className={`${p}-promise`}
              placeholder="When you reply, e.g. Within two days"
            />
          )}
        </div>
      </form>
      {/* Shown by the page's script, or without script by landing on #…-sent after sending. */}
      <div
        id={thanksId}
        className={`${p}-brief-sent brief-thanks${sent ? ' is-shown' : ''}`}
        role="status"
        tabIndex={-1}
      >
        <p className={`${p}-strong`}>Thank you, your brief is on its way.</p>
        <p>It went straight to my inbox.</p>
        <a
          className={`${p}-button ${p}-button--ghost brief-again`}
          href={`#${formId}`}
          onClick={() => setSent(false)}
        >
          Write another
        </a>
      </div>
    </div>
  );
}
