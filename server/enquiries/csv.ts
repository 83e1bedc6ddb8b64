// Enquiries as a spreadsheet: RFC 4180 quoting, and no cell a spreadsheet would run as a formula.

/** A cell as text: quoted when it must be; one starting like a formula (= + - @, tab, CR) is defused. */
export function csvCell(value: string) {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Rows as CSV: CRLF line ends, with a byte-order mark so spreadsheet apps read UTF-8. */
export function toCsv(rows: string[][]) {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
