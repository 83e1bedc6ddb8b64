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
