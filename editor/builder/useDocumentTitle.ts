// The browser tab's title while the builder is open: the portfolio's, and the app's again after.
import { useEffect, useRef } from 'react';

/** The tab carries the portfolio's title while it is open. */
export function useDocumentTitle(title: string) {
  const appTitle = useRef(document.title);
  useEffect(() => {
    document.title = title || 'Portfolio';
  }, [title]);
  useEffect(() => {
    const previous = appTitle.current;
    return () => {
      document.title = previous;
    };
  }, []);
}
