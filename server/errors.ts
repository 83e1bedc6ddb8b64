/** Where a refused request went wrong, for programs: the API's `errors` list ({path, message}). */
export type ErrorDetail = { path: string; message: string };

/** An error whose message is meant for the client: the error handler sends it with its status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Headers the answer carries, such as Retry-After. */
    readonly headers: Record<string, string> = {},
    /** Sent as the answer's `errors`, beside the message people read. */
    readonly errors?: ErrorDetail[],
  ) {
    super(message);
    this.name = 'HttpError';
  }
}
