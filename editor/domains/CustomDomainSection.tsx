import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import {
  domainInput,
  type CustomDomain,
  type DnsRecord,
  type DomainCheck,
} from '../../model/custom-domain';
import type { DomainServices } from './services';
import './domains.css';

const failureOf = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;
const day = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });

async function copy(text: string, what: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(`${what} copied`);
  } catch {
    toast.error('Could not copy: select the text and copy it yourself');
  }
}

/**
 * The portfolio at a domain of the designer's own: the DNS records to create, a check of them, and
 * its state. One domain per portfolio.
 */
export function CustomDomainSection({
  portfolioId,
  services,
}: {
  portfolioId: string;
  services: DomainServices;
}) {
  const [domain, setDomain] = useState<CustomDomain | null>();
  const [problem, setProblem] = useState<string>();
  useEffect(() => {
    let cancelled = false;
    services.load(portfolioId).then(
      (loaded) => !cancelled && setDomain(loaded),
      (error: unknown) =>
        !cancelled && setProblem(failureOf(error, 'The domain settings could not be loaded')),
    );
    return () => {
      cancelled = true;
    };
  }, [portfolioId, services]);

  return (
    <section className="fb-domain" aria-labelledby="fb-domain-title">
      <h3 id="fb-domain-title">Custom domain</h3>
      {problem && (
        <p className="fb-domain-error" role="alert">
          {problem}
        </p>
      )}
      {domain === undefined && !problem && <p role="status">Loading…</p>}
      {domain === null && (
        <ConnectForm portfolioId={portfolioId} services={services} onConnected={setDomain} />
      )}
      {domain && (
        <ConnectedDomain
          key={domain.hostname}
          domain={domain}
          portfolioId={portfolioId}
          services={services}
          onChange={setDomain}
        />
      )}
    </section>
  );
}

function ConnectForm({
  portfolioId,
  services,
  onConnected,
}: {
  portfolioId: string;
  services: DomainServices;
  onConnected: (domain: CustomDomain | null) => void;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = domainInput.safeParse({ hostname: text });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      const outcome = await services.connect(portfolioId, checked.data.hostname);
      toast.success(outcome.message || 'Domain added');
      onConnected(outcome.domain);
    } catch (failure) {
      setError(failureOf(failure, 'The domain could not be added'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="fb-domain-form" onSubmit={(event) => void submit(event)} noValidate>
      <p className="fb-domain-note">
        Show this portfolio at an address of your own, such as www.yourname.com. You will create two
        DNS records where you bought the domain.
      </p>
      <label htmlFor={`${id}-host`}>Domain</label>
      <div className="fb-domain-row">
        <input
          id={`${id}-host`}
          value={text}
          inputMode="url"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          placeholder="www.yourname.com"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            setText(event.target.value);
            setError(undefined);
          }}
        />
        <button type="submit" className="fb-button fb-button--primary" disabled={busy}>
          {busy ? 'Adding…' : 'Add domain'}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className="fb-domain-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}

function ConnectedDomain({
  domain,
  portfolioId,
  services,
  onChange,
}: {
  domain: CustomDomain;
  portfolioId: string;
  services: DomainServices;
  onChange: (domain: CustomDomain | null) => void;
}) {
  const [check, setCheck] = useState<DomainCheck>();
  const [message, setMessage] = useState<string>();
  const [busy, setBusy] = useState<'verify' | 'remove'>();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string>();
  const verified = domain.status === 'verified';
  const result = useRef<HTMLDivElement>(null);
  // The panel scrolls: a check's result below the records is brought into view.
  useEffect(() => {
    if (check) result.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [check]);
  const [cname, ipv4] = [
    domain.routing.find((record) => record.type === 'CNAME'),
    domain.routing.find((record) => record.type === 'A'),
  ];

  async function verify() {
    setBusy('verify');
    setError(undefined);
    try {
      const answer = await services.verify(portfolioId);
      setCheck(answer.check);
      setMessage(answer.message);
      onChange(answer.domain);
    } catch (failure) {
      setError(failureOf(failure, 'The check could not be run'));
    } finally {
      setBusy(undefined);
    }
  }

  async function remove() {
    setBusy('remove');
    setError(undefined);
    try {
      const outcome = await services.remove(portfolioId);
      toast.success(outcome.message || 'Domain removed');
      onChange(null);
    } catch (failure) {
      setError(failureOf(failure, 'The domain could not be removed'));
      setBusy(undefined);
    }
  }

  return (
    <div className="fb-domain-connected">
      <div className="fb-domain-status">
        <strong className="fb-domain-host">{domain.hostname}</strong>
        <span className={`fb-domain-badge fb-domain-badge--${domain.status}`}>
          {verified && domain.verifiedAt ? `Verified on ${day(domain.verifiedAt)}` : 'Pending'}
        </span>
      </div>
      {verified ? (
        <p className="fb-domain-note">
          Your published portfolio is at{' '}
          <a href={domain.url} target="_blank" rel="noopener noreferrer">
            {domain.url}
          </a>
          , and its old address leads there. Keep the records below in place.
        </p>
      ) : (
        <p className="fb-domain-note">
          Create these records at your DNS provider, then press Verify. New records can take a few
          minutes, sometimes an hour, to appear.
        </p>
      )}

      <ol className="fb-domain-steps">
        <li>
          <h4>Point the domain here</h4>
          {cname && <Record record={cname} />}
          {ipv4 && (
            <>
              <p className="fb-domain-or">
                Or, for a root domain such as yourname.com, where a CNAME is not allowed:
              </p>
              <Record record={ipv4} />
            </>
          )}
        </li>
        <li>
          <h4>Prove it is yours</h4>
          <Record record={domain.verification} />
        </li>
      </ol>
      <p className="fb-domain-note">
        If your provider adds your domain to each name itself, leave that part out of the name.
      </p>

      <div ref={result}>
        {check && <CheckResult check={check} message={message} domain={domain} />}
      </div>
      {error && (
        <p className="fb-domain-error" role="alert">
          {error}
        </p>
      )}

      {confirming ? (
        <div className="fb-domain-confirm" role="group" aria-label="Remove the domain?">
          <p>
            Remove {domain.hostname}? It stops showing your portfolio at once; your portfolio stays
            at its usual address.
          </p>
          <div className="fb-domain-actions">
            <button type="button" className="fb-button" onClick={() => setConfirming(false)}>
              Keep it
            </button>
            <button
              type="button"
              className="fb-button fb-button--danger"
              disabled={busy === 'remove'}
              onClick={() => void remove()}
            >
              {busy === 'remove' ? 'Removing…' : 'Remove domain'}
            </button>
          </div>
        </div>
      ) : (
        <div className="fb-domain-actions">
          <button
            type="button"
            className="fb-button fb-button--primary"
            disabled={busy === 'verify'}
            onClick={() => void verify()}
          >
            {busy === 'verify' ? 'Checking…' : verified ? 'Check again' : 'Verify'}
          </button>
          <button type="button" className="fb-button" onClick={() => setConfirming(true)}>
            Remove
          </button>
        </div>
      )}
    </div>
  );
}

/** One DNS record as a provider's form asks for it: type, name and value, each easy to copy. */
function Record({ record }: { record: DnsRecord }) {
  return (
    <dl className="fb-domain-record">
      <div>
        <dt>Type</dt>
        <dd>
          <code>{record.type}</code>
        </dd>
      </div>
      <div>
        <dt>Name</dt>
        <dd>
          <code>{record.name}</code>
          <button
            type="button"
            className="fb-domain-copy"
            aria-label={`Copy ${record.type} name`}
            onClick={() => void copy(record.name, 'Name')}
          >
            Copy
          </button>
        </dd>
      </div>
      <div>
        <dt>Value</dt>
        <dd>
          <code>{record.value}</code>
          <button
            type="button"
            className="fb-domain-copy"
            aria-label={`Copy ${record.type} value`}
            onClick={() => void copy(record.value, 'Value')}
          >
            Copy
          </button>
        </dd>
      </div>
    </dl>
  );
}

/** What the last check found beside what was expected. */
function CheckResult({
  check,
  message,
  domain,
}: {
  check: DomainCheck;
  message?: string;
  domain: CustomDomain;
}) {
  const expectedTarget = domain.routing.map((record) => record.value).join(' or ');
  return (
    <div
      className={`fb-domain-check fb-domain-check--${check.verified ? 'ok' : 'missing'}`}
      role="status"
    >
      <p className="fb-domain-check-title">{message}</p>
      <dl>
        <div>
          <dt>TXT record</dt>
          <dd>
            {check.txtFound.length ? (
              check.txtFound.map((value) => <code key={value}>{value}</code>)
            ) : (
              <span>Nothing found at {domain.verification.name}</span>
            )}
            {!check.verified && (
              <span className="fb-domain-expected">
                Expected <code>{domain.verification.value}</code>
              </span>
            )}
          </dd>
        </div>
        <div>
          <dt>Points to</dt>
          <dd>
            {check.pointsAt.length ? (
              check.pointsAt.map((value) => <code key={value}>{value}</code>)
            ) : (
              <span>Nothing yet</span>
            )}
            <span className="fb-domain-expected">
              {check.pointsToUs ? 'That is us ✓' : <>Expected {expectedTarget}</>}
            </span>
          </dd>
        </div>
      </dl>
    </div>
  );
}
