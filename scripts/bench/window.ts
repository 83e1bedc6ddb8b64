// Page globals the bench and its pages share through Playwright: declared here once, types only.
import type { Data } from '@puckeditor/core';

// A slow key's Event Timing: duration, input delay and processing time (the rest is presentation).
export type KeyFigures = {
  paint: number[];
  work: number[];
  slow: Record<number, [number, number, number]>;
};

declare global {
  interface Window {
    /** Each typed key's work, keydown to the end of its input event (builder, editor-scale). */
    __work: number[];
    /** The editor bench's key timings. */
    __keys: KeyFigures;
    /** The document Puck's bench page opens (puck/main.tsx). */
    __PUCK_DATA__: Data;
  }
}
