/**
 * What a visitor sees when a page fails in a way nobody planned for (a render error, a page's code
 * that could not be downloaded): the 404 page's look, a way home, and never a stack trace. Nothing
 * is stored, so a reload starts clean. `fullScreen` is for routes without the site's header.
 */
export function RouteError({ fullScreen = false }: { fullScreen?: boolean }) {
  const body = (
    <section className="placeholder not-found route-error">
      <p className="eyebrow">Something went wrong</p>
      <h1>This page could not be shown</h1>
      <p className="lead">
        Something unexpected happened on our side. Reloading often helps; if not, start again from
        the homepage.
      </p>
      <div className="placeholder-actions">
        {/* Whole-page loads, not router links: they leave the failed state behind. */}
        <a href="/" className="button button-primary">
          Go to Homepage
        </a>
        <button
          type="button"
          className="button button-ghost"
          onClick={() => window.location.reload()}
        >
          Reload page
        </button>
      </div>
    </section>
  );
  return fullScreen ? <main className="fullscreen-placeholder">{body}</main> : body;
}
