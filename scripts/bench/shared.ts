// What every bench group is handed: the table's row, how a figure is recorded, the running server.
import type { Page } from 'playwright-core';

export type Row = { figure: string; value: string; compared: string };
/** Keeps a figure in the JSON; with a row, it is shown in the table too. */
export type RecordFigure = (key: string, value: number, row?: Row) => void;
export type Call = (
  method: string,
  path: string,
  body?: unknown,
  token?: string,
) => Promise<{ status: number; body: any }>; // eslint-disable-line @typescript-eslint/no-explicit-any
export type BenchServer = {
  origin: string;
  call: Call;
  signUp: (name: string) => Promise<{ token: string; user: Record<string, unknown> }>;
};

export const kb = (bytes: number, digits = 0) => `${(bytes / 1024).toFixed(digits)} KB`;
export const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The page opens signed in, as after logging in: the app reads its session from localStorage. */
export function signInOnPage(page: Page, token: string, user: Record<string, unknown>) {
  return page.addInitScript(
    ([storedToken, storedUser]) => {
      localStorage.setItem('token', storedToken);
      localStorage.setItem(
        'user',
        JSON.stringify({ ...storedUser, isAuthenticated: true, lastUpdated: Date.now() }),
      );
    },
    [token, user] as const,
  );
}

/** Keydown to the end of the input event's work, for each of 30 keys typed into the focused field. */
export async function keystrokeWork(page: Page): Promise<number[]> {
  await page.evaluate(() => {
    let pressedAt = 0;
    const work: number[] = [];
    window.__work = work;
    document.addEventListener('keydown', (event) => (pressedAt = event.timeStamp), true);
    // The input event is the last the browser dispatches for a key: its end is the key's work done.
    document.addEventListener('input', () =>
      queueMicrotask(() => work.push(performance.now() - pressedAt)),
    );
  });
  for (let i = 0; i < 30; i++) await page.keyboard.type('abcdefghij'[i % 10]!, { delay: 30 });
  return page.evaluate(() => window.__work);
}
