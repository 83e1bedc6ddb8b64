// A prerendered page's first script: the app's modules download only once the page has painted, so on a
// slow network they do not share the bandwidth its stylesheets, font and first image need to show.
const boot = document.querySelector<HTMLScriptElement>('script[data-app-entry]');

function startApp() {
  if (!boot?.dataset.appEntry) return;
  for (const href of (boot.dataset.modules ?? '').split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  const app = document.createElement('script');
  app.type = 'module';
  app.crossOrigin = '';
  app.src = boot.dataset.appEntry;
  document.head.append(app);
}

if (PerformanceObserver.supportedEntryTypes.includes('paint')) {
  const observer = new PerformanceObserver((entries) => {
    if (!entries.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    startApp();
  });
  observer.observe({ type: 'paint', buffered: true });
} else {
  // The next task after the next frame: the frame has painted by then.
  requestAnimationFrame(() => setTimeout(startApp));
}
