// The one script a prerendered page names in its HTML: it fetches and runs the page's modules once
// the page has painted, so their download never competes with the first paint (scripts/prerender.ts).
const starter = document.querySelector<HTMLScriptElement>('script[data-modules]');
let started = false;

function start() {
  if (started) return;
  started = true;
  const [entry, ...imports] = starter?.dataset.modules?.split(' ') ?? [];
  for (const href of imports) {
    const preload = document.createElement('link');
    Object.assign(preload, { rel: 'modulepreload', href, crossOrigin: '' });
    document.head.append(preload);
  }
  const script = document.createElement('script');
  Object.assign(script, { type: 'module', src: entry, crossOrigin: '' });
  document.head.append(script);
}

// A page opened in a background tab paints only when shown, and an old browser reports no paint:
// both start at once. (Not on `load`: it can come before the first paint.)
// A page with a query is drawn afresh (src/app/start.tsx), so the sooner it runs the better.
const reportsPaint = globalThis.PerformanceObserver?.supportedEntryTypes?.includes('paint');
if (document.visibilityState !== 'visible' || !reportsPaint || location.search) start();
else {
  new PerformanceObserver((list, observer) => {
    if (!list.getEntries().some(({ name }) => name === 'first-contentful-paint')) return;
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
  // Should a browser never report that paint, the page still runs a moment after it has loaded.
  addEventListener('load', () => setTimeout(start, 2000), { once: true });
}
