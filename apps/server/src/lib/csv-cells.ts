/**
 * Cells of the CSV files the product writes, safe to open in a spreadsheet (OWASP "CSV injection"): a cell
 * beginning with =, +, - or @ (a formula to Excel, LibreOffice and Google Sheets), a tab or a carriage
 * return is written after a single quote, so it is shown as text. A value that itself begins with a quote
 * gets one more, so reading strips exactly what writing added: one leading quote, and only before one of
 * these characters or a second quote. A negative number or a phone number such as +91… is escaped too
 * (`'-5`, `'+91…`): kept as text it survives a spreadsheet's save unchanged, where read as a number it
 * would lose its sign or plus.
 */
const NEEDS_QUOTE = /^[=+\-@\t\r']/;
const ADDED_QUOTE = /^'(?=[=+\-@\t\r'])/;

/** A cell as written to a CSV file. */
export const csvSafeCell = (value: string): string => (NEEDS_QUOTE.test(value) ? `'${value}` : value);

/** A cell of a CSV file as the product meant it: the quote csvSafeCell added, removed. */
export const csvCellValue = (cell: string): string => cell.replace(ADDED_QUOTE, '');
