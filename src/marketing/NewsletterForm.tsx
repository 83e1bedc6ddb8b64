import { useId, useState, type FormEvent } from 'react';
import { Modal } from '../components/Modal';
import './marketing.css';
import { typedBeforeRunning } from '../../templates/shared/prerendered-form';
import { useHydrated } from '../app/hydrated';

/**
 * The events newsletter signup (spec sections 4 and 5): both fields required; a thank-you dialog and
 * cleared fields. No call is made, so the dialog says plainly that nothing was stored.
 */
export function NewsletterForm() {
  const hydrated = useHydrated();
  const [typed] = useState(() =>
    typedBeforeRunning('form.mk-newsletter-form', { name: '', email: '' }),
  );
  const [name, setName] = useState(typed.name);
  const [email, setEmail] = useState(typed.email);
  const [thanked, setThanked] = useState<string | null>(null);
  const id = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim() || !email.trim()) return;
    setThanked(name.trim());
    setName('');
    setEmail('');
  };

  return (
    <>
      <form className="mk-newsletter-form" onSubmit={submit}>
        <div className="field">
          <label htmlFor={`${id}-name`}>Name</label>
          <input
            id={`${id}-name`}
            name="name"
            autoComplete="name"
            required
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-email`}>Email</label>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </div>
        <button type="submit" className="button button-primary button-large" disabled={!hydrated}>
          Subscribe
        </button>
      </form>
      {thanked !== null && (
        <Modal
          title="Thank you for subscribing!"
          onClose={() => setThanked(null)}
          actions={
            <button
              type="button"
              className="button button-primary"
              onClick={() => setThanked(null)}
            >
              Done
            </button>
          }
        >
          <p>
            Thanks, {thanked}. Our events newsletter is still being set up, so nothing has been sent
            or stored yet. New workshops will be announced on this page first.
          </p>
        </Modal>
      )}
    </>
  );
}
