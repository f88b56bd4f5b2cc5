import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { excelJS } from '../../lib/exceljs';
import { headerNames, ROWS_PER_TURN, readSheetRows, type SheetFormat } from './imports.parse';

const COLUMNS = ['firstname', 'lastname'] as const;

async function readAll(file: Buffer, format: SheetFormat, feedBytes?: number) {
  const rows = [];
  for await (const row of readSheetRows(file, format, COLUMNS, [], feedBytes)) rows.push(row);
  return rows;
}

// names with characters of two and three bytes, so small pieces cut through them
const people = Array.from({ length: 40 }, (_, i) => [`नमस्ते${i}`, `Zoë "${i}", Ünal`]);

describe('reading a sheet in small pieces', () => {
  it('gives the event loop a turn while it reads, so requests beside an import are served', async () => {
    const rows = ROWS_PER_TURN * 10;
    const file = Buffer.from(`firstname,lastname\n${Array.from({ length: rows }, (_, i) => `A${i},B${i}`).join('\n')}\n`);
    // a request arriving as the import starts: it runs at the loop's next turn
    let readWhenServed = -1;
    let read = 0;
    setImmediate(() => {
      readWhenServed = read;
    });
    for await (const _ of readSheetRows(file, 'csv', COLUMNS, [], file.length)) read++;
    expect(read).toBe(rows);
    expect(readWhenServed).toBeGreaterThanOrEqual(0);
    expect(readWhenServed).toBeLessThanOrEqual(ROWS_PER_TURN);
  });

  it('reads a .csv the same however small the pieces fed to the parser', async () => {
    const csv = `firstname,lastname\n${people.map(([first, last]) => `${first},"${String(last).replace(/"/g, '""')}"`).join('\n')}\n`;
    const file = Buffer.from(csv);
    const whole = await readAll(file, 'csv', file.length);
    expect(whole).toHaveLength(40);
    expect(whole[7]).toEqual({ row: 9, cells: { firstname: 'नमस्ते7', lastname: 'Zoë "7", Ünal' } });
    for (const size of [1, 2, 5, 64]) expect(await readAll(file, 'csv', size)).toEqual(whole);
  });

  it('reads an .xlsx the same however small the pieces fed to the reader', async () => {
    const workbook = new (excelJS().Workbook)();
    const sheet = workbook.addWorksheet('Employees');
    sheet.addRow([...COLUMNS]);
    for (const person of people) sheet.addRow(person);
    const file = Buffer.from(await workbook.xlsx.writeBuffer());
    const whole = await readAll(file, 'xlsx', file.length);
    expect(whole).toHaveLength(40);
    expect(whole[0]?.cells).toEqual({ firstname: 'नमस्ते0', lastname: 'Zoë "0", Ünal' });
    for (const size of [7, 1024]) expect(await readAll(file, 'xlsx', size)).toEqual(whole);
  });
});

describe('the header row', () => {
  it('names a column by its name or its label, in any case; anything else stays as written', () => {
    const columnOf = headerNames(['firstname', 'hrId', 'cf_tshirt_size'], { firstname: 'First name', hrId: 'HR' });
    expect(['FIRSTNAME', 'first name', 'First Name', 'hr', 'HRID', 'CF_Tshirt_Size', 'salary', ''].map(columnOf)).toEqual([
      'firstname',
      'firstname',
      'firstname',
      'hrId',
      'hrId',
      'cf_tshirt_size',
      'salary',
      '',
    ]);
  });

  it('reads the cells of a labelled header under the columns', async () => {
    const file = Buffer.from('First Name,LASTNAME\nAsha,Rao\n');
    const rows = [];
    for await (const row of readSheetRows(file, 'csv', COLUMNS, [], undefined, { firstname: 'First name' })) rows.push(row);
    expect(rows).toEqual([{ row: 2, cells: { firstname: 'Asha', lastname: 'Rao' } }]);
  });
});

describe('ExcelJS with whole characters', () => {
  it('reads a large Devanagari .xlsx without a broken character (its XML arrives in many pieces)', async () => {
    const workbook = new (excelJS().Workbook)();
    const sheet = workbook.addWorksheet('Employees');
    sheet.addRow([...COLUMNS]);
    for (let i = 0; i < 20_000; i++) sheet.addRow([`नमस्ते${i}`, `Zoë${i}`]);
    const rows = await readAll(Buffer.from(await workbook.xlsx.writeBuffer()), 'xlsx');
    expect(rows).toHaveLength(20_000);
    expect(rows.filter((r) => JSON.stringify(r).includes('\uFFFD'))).toEqual([]);
    expect(rows[19_999]?.cells).toEqual({ firstname: 'नमस्ते19999', lastname: 'Zoë19999' });
  });

  it('is taken from lib/exceljs by every server module, so the fix is loaded first', () => {
    const root = fileURLToPath(new URL('../../', import.meta.url));
    const direct = readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts') && file !== join('lib', 'exceljs.ts'))
      .filter((file) => /^import (?!type )[^;]*from 'exceljs'/m.test(readFileSync(join(root, file), 'utf8')));
    expect(direct).toEqual([]);
  });
});
