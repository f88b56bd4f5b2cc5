import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { IMPORT_MAX_ROWS, IMPORT_MESSAGES as M } from '@hrms/shared';
import { parse } from 'csv-parse';
import type { Row } from 'exceljs';
import { csvCellValue } from '../../lib/csv-cells';
import { AppError, badRequest } from '../../lib/errors';
import { excelJS } from '../../lib/exceljs';

export type SheetFormat = 'csv' | 'xlsx';
/** One data row: its number in the file (the header is row 1) and its cells by column name, trimmed. */
export type SheetRow = { row: number; cells: Record<string, string> };

/** A cell as text: dates as yyyy-MM-dd, rich text and formulas by their shown value. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    const v = value as { richText?: { text: string }[]; text?: unknown; result?: unknown };
    if (v.richText) return v.richText.map((part) => part.text).join('');
    if (v.result !== undefined) return cellText(v.result);
    if (v.text !== undefined) return cellText(v.text);
    return '';
  }
  return String(value);
}

/** Bytes fed to a parser at a time (exported for tests). */
export const FEED_BYTES = 64 * 1024;

/**
 * Rows read between turns of the event loop. Parsing a piece of the file and the rows' checks run in
 * promise callbacks that never give way to I/O: in a process that also serves requests, an import would
 * hold every request waiting while it reads a large piece or counts the file's rows.
 */
export const ROWS_PER_TURN = 200;

/** A file to read: its bytes, or a way to read it from the start in pieces (a stored import's file). */
export type SheetSource = Buffer | (() => AsyncIterable<Buffer>);

/**
 * The file in small pieces: a parser handed the whole buffer as one chunk parses every row at once and
 * keeps them all (100,000 rows of arrays and strings, ~90 MB) however slowly they are consumed.
 */
async function* pieces(source: SheetSource, size: number) {
  for await (const part of Buffer.isBuffer(source) ? [source] : source())
    for (let at = 0; at < part.length; at += size) yield part.subarray(at, at + size);
}

async function* csvRecords(file: SheetSource, feedBytes: number): AsyncGenerator<string[]> {
  const parser = Readable.from(pieces(file, feedBytes)).pipe(
    parse({ bom: true, relax_column_count: true, skip_empty_lines: false }),
  );
  // the product's own exports quote formula-like cells (csvSafeCell): read them back as they were
  for await (const record of parser) yield (record as string[]).map(csvCellValue);
}

async function* xlsxRecords(file: SheetSource, feedBytes: number): AsyncGenerator<string[]> {
  const reader = new (excelJS().stream.xlsx.WorkbookReader)(Readable.from(pieces(file, feedBytes)), {
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
  });
  for await (const sheet of reader) {
    let expected = 1;
    for await (const row of sheet as AsyncIterable<Row>) {
      // the streaming reader skips empty rows; keep the numbering the user sees in Excel
      for (; expected < row.number; expected++) yield [];
      const values = Array.isArray(row.values) ? row.values.slice(1) : [];
      yield Array.from(values, cellText);
      expected = row.number + 1;
    }
    return; // the first sheet only: the template's second sheet is help text
  }
}

/** The errors file's own column: ignored, so a fixed errors file imports as it is. */
export const ERRORS_COLUMN = 'errors';

/** The header: every column known, none twice, the required ones present. */
function checkHeader(header: string[], allowed: readonly string[], required: readonly string[]) {
  const errors: Record<string, string> = {};
  const seen = new Set<string>();
  for (const name of header) {
    if (name === '' || name === ERRORS_COLUMN) continue;
    if (!allowed.includes(name)) errors[name] = M.unknownColumn(name);
    else if (seen.has(name)) errors[name] = M.duplicateColumn(name);
    seen.add(name);
  }
  for (const name of required) if (!seen.has(name)) errors[name] = M.missingColumn(name);
  const problems = Object.values(errors);
  if (problems.length > 0) throw badRequest(problems.join(' '), errors);
}

/** How the uploader mapped their own headers in the wizard: header → column, '' to leave a column out. */
export type ColumnMap = Readonly<Record<string, string>>;

/**
 * The column each header names: as the uploader mapped it, else its name or label (`labels`, column →
 * label) in any case; a header that names none stays as it is, to be refused as unknown.
 */
export function headerNames(allowed: readonly string[], labels: Readonly<Record<string, string>> = {}, map: ColumnMap = {}) {
  const byText = new Map<string, string>();
  for (const [column, label] of Object.entries(labels)) byText.set(label.toLowerCase(), column);
  for (const column of allowed) byText.set(column.toLowerCase(), column);
  for (const [header, column] of Object.entries(map)) byText.set(header.trim().toLowerCase(), column);
  return (header: string) => (header === '' ? header : (byText.get(header.toLowerCase()) ?? header));
}

/**
 * Streams the data rows of a .csv or .xlsx file (first sheet), after checking the header row against the
 * allowed columns (by name or label, in any case). Blank rows are skipped but keep their numbers; more than
 * IMPORT_MAX_ROWS rows is refused.
 */
export async function* readSheetRows(
  file: SheetSource,
  format: SheetFormat,
  allowed: readonly string[],
  required: readonly string[] = [],
  feedBytes = FEED_BYTES,
  labels: Readonly<Record<string, string>> = {},
  map: ColumnMap = {},
): AsyncGenerator<SheetRow> {
  const columnOf = headerNames(allowed, labels, map);
  let header: string[] | null = null;
  let rowNumber = 0;
  let dataRows = 0;
  try {
    for await (const record of format === 'csv' ? csvRecords(file, feedBytes) : xlsxRecords(file, feedBytes)) {
      rowNumber++;
      const values = record.map((v) => String(v ?? '').trim());
      if (!header) {
        if (values.every((v) => v === '')) throw badRequest(M.empty);
        header = values.map(columnOf);
        checkHeader(header, allowed, required);
        continue;
      }
      if (values.every((v) => v === '')) continue;
      if (++dataRows > IMPORT_MAX_ROWS) throw new AppError(413, M.tooManyRows);
      if (dataRows % ROWS_PER_TURN === 0) await nextTurn();
      const cells: Record<string, string> = {};
      header.forEach((name, i) => {
        if (name && name !== ERRORS_COLUMN) cells[name] = values[i] ?? '';
      });
      yield { row: rowNumber, cells };
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw badRequest(M.unreadable);
  }
  if (!header) throw badRequest(M.empty);
}
