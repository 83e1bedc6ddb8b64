const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are uuid columns: anything else is a miss to answer, never a value to send to a query. */
export const isUuid = (value: unknown): value is string =>
  typeof value === 'string' && UUID.test(value);
