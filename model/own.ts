/**
 * `record[key]` only when the record itself holds `key`: a user-given name such as "constructor" or
 * "__proto__" never reaches what every object inherits.
 */
export function ownValue<T>(record: Readonly<Record<string, T>> | null | undefined, key: string) {
  return record && Object.hasOwn(record, key) ? record[key] : undefined;
}
