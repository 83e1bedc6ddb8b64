import { useId, useState, type FormEvent } from 'react';
import { CONTACT_REPLY_PROMISE } from '../../model/constants';
import { Modal } from '../components/Modal';
import {
  CONTACT_FIELD_LABELS,
  CONTACT_FORM_ENDPOINT,
  describeErrors,
  submitContactForm,
  type ContactField,
  type ContactFields,
} from './contactForm';
import { typedBeforeRunning } from '../../templates/shared/prerendered-form';
import { GENERAL_INQUIRIES_EMAIL } from './content/contact';
import './marketing.css';

const EMPTY: ContactFields = { name: '', email: '', subject: '', message: '' };

type Status = 'idle' | 'submitting' | 'succeeded';

/**
 * The contact form (spec sections 2, 4, 5 and 8): four required fields; Sending... while it posts;
 * the service's field errors in red under their fields; a success modal, and the fields cleared.
 */
export function ContactForm() {
  const [fields, setFields] = useState<ContactFields>(() =>
    typedBeforeRunning('form.mk-contact-form', EMPTY),
  );
  const [honeypot, setHoneypot] = useState('');
  const [status, setStatus] = useState<Status>('idle');
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<ContactField, string>>>({});
  const [formError, setFormError] = useState('');
  const id = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (status === 'submitting') return;
    setStatus('submitting');
    setFieldErrors({});
    setFormError('');
    const result = await submitContactForm({ ...fields, _gotcha: honeypot });
    if (result.ok) {
      setFields(EMPTY);
      setStatus('succeeded');
      return;
    }
    const { byField, general } = describeErrors(result.errors);
    setFieldErrors(byField);
    setFormError(general);
    setStatus('idle');
  };

  const input = (field: ContactField) => ({
    id: `${id}-${field}`,
    name: field,
    required: true,
    value: fields[field],
    'aria-invalid': fieldErrors[field] ? true : undefined,
    'aria-describedby': fieldErrors[field] ? `${id}-${field}-error` : undefined,
    onChange: (e: { target: { value: string } }) =>
      setFields((f) => ({ ...f, [field]: e.target.value })),
  });

  const field = (name: ContactField, control: React.ReactNode) => (
    <div className={`field${fieldErrors[name] ? ' field-invalid' : ''}`}>
      <label htmlFor={`${id}-${name}`}>{CONTACT_FIELD_LABELS[name]}</label>
      {control}
      {fieldErrors[name] && (
        <p id={`${id}-${name}-error`} className="field-error">
          {fieldErrors[name]}
        </p>
      )}
    </div>
  );

  const submitting = status === 'submitting';

  return (
    <>
      {/* A real form post without JavaScript (the server answers with pages); with it, a fetch. */}
      <form
        className="mk-contact-form form"
        method="post"
        action={CONTACT_FORM_ENDPOINT}
        onSubmit={(e) => void submit(e)}
        noValidate={false}
      >
        <div className="mk-form-row">
          {field('name', <input {...input('name')} autoComplete="name" />)}
          {field('email', <input {...input('email')} type="email" autoComplete="email" />)}
        </div>
        {field('subject', <input {...input('subject')} />)}
        {field('message', <textarea {...input('message')} rows={6} />)}
        {/* Left empty by people; bots fill it in, and the service discards their message. */}
        <div className="mk-honeypot" aria-hidden="true">
          <label htmlFor={`${id}-gotcha`}>Leave this field empty</label>
          <input
            id={`${id}-gotcha`}
            name="_gotcha"
            tabIndex={-1}
            autoComplete="off"
            value={honeypot}
            onChange={(e) => setHoneypot(e.target.value)}
          />
        </div>
        {formError && (
          <div className="form-error" role="alert">
            <strong>{formError}</strong>
            <span>
              {' '}
              You can also write to us directly at{' '}
              <a href={`mailto:${GENERAL_INQUIRIES_EMAIL}`}>{GENERAL_INQUIRIES_EMAIL}</a>.
            </span>
          </div>
        )}
        <div role="status" className="visually-hidden">
          {Object.values(fieldErrors).join('. ')}
        </div>
        <div className="mk-form-submit">
          <button
            type="submit"
            className="button button-primary button-large"
            disabled={submitting}
            aria-disabled={submitting}
          >
            {submitting ? 'Sending...' : 'Send Message'}
          </button>
          <p className="field-hint">We reply {CONTACT_REPLY_PROMISE}.</p>
        </div>
      </form>
      {status === 'succeeded' && (
        <Modal
          title="Message Sent Successfully!"
          onClose={() => setStatus('idle')}
          actions={
            <button
              type="button"
              className="button button-primary"
              onClick={() => setStatus('idle')}
            >
              Continue
            </button>
          }
        >
          <div className="mk-success-mark" aria-hidden="true">
            <svg viewBox="0 0 24 24" width="28" height="28">
              <path
                d="M5 12.5l4.5 4.5L19 7.5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.5"
              />
            </svg>
          </div>
          <p>Thank you for reaching out to us.</p>
          <p>We&apos;ll get back to you {CONTACT_REPLY_PROMISE}.</p>
        </Modal>
      )}
    </>
  );
}
