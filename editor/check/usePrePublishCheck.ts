import { useEffect, useMemo, useState } from 'react';
import type { CheckInput, CheckState, Finding } from './types';

/**
 * The pre-publish check of `input` while `enabled` (the publish dialog is open): 'checking' until
 * it has run. The check draws the page with react-dom/server, so it loads with the dialog rather
 * than with the builder.
 */
export function usePrePublishCheck(
  enabled: boolean,
  { template, content, styling, title, description }: CheckInput,
): CheckState {
  const input = useMemo<CheckInput | null>(
    () => (enabled ? { template, content, styling, title, description } : null),
    [enabled, template, content, styling, title, description],
  );
  const [result, setResult] = useState<{ input: CheckInput; findings: Finding[] | 'failed' }>();
  useEffect(() => {
    if (!input) return;
    let cancelled = false;
    import('./checkPortfolio')
      .then(({ checkPortfolio }) => checkPortfolio(input))
      .then(
        (findings) => !cancelled && setResult({ input, findings }),
        (error: unknown) => {
          console.error('The pre-publish check failed', error);
          if (!cancelled) setResult({ input, findings: 'failed' });
        },
      );
    return () => {
      cancelled = true;
    };
  }, [input]);
  return input && result?.input === input ? result.findings : 'checking';
}
