/** The centered spinner shown while a page or a check is loading. */
export function PageSpinner({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className="page-spinner" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
