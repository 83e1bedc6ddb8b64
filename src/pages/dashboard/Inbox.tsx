import { useEffect, useId, useState } from 'react';
import { toast } from 'react-toastify';
import type { Enquiry, EnquiryCounts, EnquiryFilter } from '../../../model/enquiry';
import {
  exportEnquiries,
  useDeleteEnquiry,
  useEnquiries,
  useSetEnquiryStatus,
} from '../../api/enquiries';
import { ConfirmModal } from '../../components/Modal';
import { PageSpinner } from '../../components/PageSpinner';
import './inbox.css';

const FILTERS: Array<{ id: EnquiryFilter; label: string }> = [
  { id: 'unread', label: 'Unread' },
  { id: 'read', label: 'Read' },
  { id: 'archived', label: 'Archived' },
  { id: 'all', label: 'All' },
];

const EMPTY: Record<EnquiryFilter, string> = {
  unread: 'You are all caught up: no unread enquiries.',
  read: 'No read enquiries.',
  archived: 'Nothing archived.',
  all: 'No enquiries yet.',
};

/** "14 Mar 2026, 09:30": the day and time a brief arrived, in the designer's own time zone. */
const receivedAt = (iso: string) =>
  new Date(iso).toLocaleString(undefined, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });

/** A reply in the designer's mail app, addressed to the visitor, quoting their project. */
function replyHref(enquiry: Enquiry) {
  const subject = `Re: ${enquiry.project || 'your project'} — ${enquiry.portfolioTitle}`;
  return `mailto:${encodeURIComponent(enquiry.email)}?subject=${encodeURIComponent(subject)}`;
}

function EnquiryItem({
  enquiry,
  open,
  onToggle,
}: {
  enquiry: Enquiry;
  open: boolean;
  onToggle: () => void;
}) {
  const bodyId = useId();
  const setStatus = useSetEnquiryStatus();
  const remove = useDeleteEnquiry();
  const [confirming, setConfirming] = useState(false);
  const unread = enquiry.status === 'unread';
  const change = (status: Enquiry['status']) => setStatus.mutate({ id: enquiry.id, status });

  return (
    <li className={`enquiry${unread ? ' enquiry--unread' : ''}${open ? ' enquiry--open' : ''}`}>
      <article aria-label={`Enquiry from ${enquiry.name}`}>
        <div className="enquiry-head">
          <button
            type="button"
            className="enquiry-toggle"
            aria-expanded={open}
            aria-controls={bodyId}
            onClick={onToggle}
          >
            {unread && <span className="enquiry-dot" aria-hidden="true" />}
            <span className="enquiry-name">{enquiry.name}</span>
            {unread && <span className="visually-hidden"> (unread)</span>}
            {enquiry.company && <span className="enquiry-company">{enquiry.company}</span>}
          </button>
          <time className="enquiry-date" dateTime={enquiry.createdAt}>
            {receivedAt(enquiry.createdAt)}
          </time>
        </div>
        <p className="enquiry-line">
          <a href={`mailto:${enquiry.email}`} className="enquiry-email">
            {enquiry.email}
          </a>
          <span className="enquiry-portfolio">via {enquiry.portfolioTitle}</span>
        </p>
        <ul className="enquiry-tags" aria-label="Brief">
          {enquiry.project && (
            <li>
              <span className="visually-hidden">Project type: </span>
              {enquiry.project}
            </li>
          )}
          {enquiry.budget && (
            <li className="enquiry-budget">
              <span className="visually-hidden">Budget: </span>
              {enquiry.budget}
            </li>
          )}
          {enquiry.status === 'archived' && <li className="enquiry-archived">Archived</li>}
        </ul>
        <div id={bodyId} className="enquiry-body">
          <p className="enquiry-message">{enquiry.message}</p>
          {open && (
            <div className="enquiry-actions">
              <a className="button button-primary" href={replyHref(enquiry)}>
                Reply
              </a>
              {!unread && (
                <button
                  type="button"
                  className="button button-ghost"
                  disabled={setStatus.isPending}
                  onClick={() => change('unread')}
                >
                  Mark unread
                </button>
              )}
              {enquiry.status === 'archived' ? (
                <button
                  type="button"
                  className="button button-ghost"
                  disabled={setStatus.isPending}
                  onClick={() => change('read')}
                >
                  Move to inbox
                </button>
              ) : (
                <button
                  type="button"
                  className="button button-ghost"
                  disabled={setStatus.isPending}
                  onClick={() => change('archived')}
                >
                  Archive
                </button>
              )}
              <button
                type="button"
                className="button button-danger enquiry-delete"
                disabled={remove.isPending}
                onClick={() => setConfirming(true)}
              >
                Delete
              </button>
            </div>
          )}
        </div>
      </article>
      {confirming && (
        <ConfirmModal
          title="Delete this enquiry?"
          confirmLabel="Delete enquiry"
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            remove.mutate(enquiry.id);
          }}
        >
          <p>
            The brief from {enquiry.name} ({enquiry.email}) is deleted for good. Export it first if
            you need a copy.
          </p>
        </ConfirmModal>
      )}
    </li>
  );
}

/**
 * The Inbox (issue 21): briefs visitors sent from the designer's published portfolios, newest
 * first; opening one marks it read.
 */
export function Inbox() {
  const [status, setStatus] = useState<EnquiryFilter>('all');
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string>();
  const [exporting, setExporting] = useState(false);
  const searchId = useId();
  const list = useEnquiries(status, q, page);
  const markRead = useSetEnquiryStatus();

  // The search runs once typing pauses.
  useEffect(() => {
    const timer = setTimeout(() => {
      setQ(typed.trim());
      setPage(1);
    }, 250);
    return () => clearTimeout(timer);
  }, [typed]);

  const counts: EnquiryCounts | undefined = list.data?.counts;
  const rows = list.data?.enquiries ?? [];
  const total = list.data?.total ?? 0;
  const pageSize = list.data?.pageSize ?? 20;
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);

  const toggle = (enquiry: Enquiry) => {
    const opening = openId !== enquiry.id;
    setOpenId(opening ? enquiry.id : undefined);
    if (opening && enquiry.status === 'unread')
      markRead.mutate({ id: enquiry.id, status: 'read', inPlace: true });
  };

  const download = async () => {
    setExporting(true);
    try {
      await exportEnquiries(status, q);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Failed to export the enquiries');
    } finally {
      setExporting(false);
    }
  };

  return (
    <section aria-labelledby="inbox-title" className="inbox">
      <header className="dashboard-section-head">
        <div>
          <h2 id="inbox-title">Inbox</h2>
          <p>Briefs visitors sent from your published portfolios.</p>
        </div>
        <div className="dashboard-head-actions">
          <button
            type="button"
            className="button button-ghost"
            disabled={exporting || total === 0}
            onClick={download}
          >
            {exporting ? 'Exporting...' : 'Export CSV'}
          </button>
        </div>
      </header>

      <div className="inbox-toolbar">
        <div className="inbox-filters" role="group" aria-label="Show">
          {FILTERS.map((filter) => (
            <button
              key={filter.id}
              type="button"
              className="inbox-filter"
              aria-pressed={status === filter.id}
              onClick={() => {
                setStatus(filter.id);
                setPage(1);
                setOpenId(undefined);
              }}
            >
              {filter.label}
              {counts && <span className="inbox-filter-count">{counts[filter.id]}</span>}
            </button>
          ))}
        </div>
        <div className="inbox-search">
          <label htmlFor={searchId} className="visually-hidden">
            Search enquiries
          </label>
          <input
            id={searchId}
            type="search"
            placeholder="Search name, email, company, message"
            value={typed}
            maxLength={200}
            onChange={(event) => setTyped(event.target.value)}
          />
        </div>
      </div>

      {list.isPending ? (
        <PageSpinner label="Loading your enquiries..." />
      ) : list.isError ? (
        <div className="form-error" role="alert">
          {list.error.message || 'Failed to load your enquiries'}{' '}
          <button type="button" className="link-button" onClick={() => list.refetch()}>
            Try again
          </button>
        </div>
      ) : rows.length === 0 ? (
        <div className="empty-state inbox-empty">
          <h3>{q ? `Nothing matches “${q}”` : EMPTY[status]}</h3>
          <p>
            {q
              ? 'Try other words, or look in All.'
              : 'When a visitor sends a brief from one of your published portfolios, it lands here and in your mail.'}
          </p>
        </div>
      ) : (
        <>
          <ul className="enquiry-list" aria-label="Enquiries" aria-busy={list.isFetching}>
            {rows.map((enquiry) => (
              <EnquiryItem
                key={enquiry.id}
                enquiry={enquiry}
                open={openId === enquiry.id}
                onToggle={() => toggle(enquiry)}
              />
            ))}
          </ul>
          {total > pageSize && (
            <nav className="inbox-pages" aria-label="Pages">
              <span>
                {first}–{last} of {total}
              </span>
              <button
                type="button"
                className="button button-ghost"
                disabled={page === 1}
                onClick={() => setPage(page - 1)}
              >
                Newer
              </button>
              <button
                type="button"
                className="button button-ghost"
                disabled={last >= total}
                onClick={() => setPage(page + 1)}
              >
                Older
              </button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}
