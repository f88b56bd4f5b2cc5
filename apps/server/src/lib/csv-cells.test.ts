import { describe, expect, it } from 'vitest';
import { csvCellValue, csvSafeCell } from './csv-cells';

describe('CSV cells safe in a spreadsheet', () => {
  it('writes a cell a spreadsheet would run (=, +, -, @, tab, carriage return) after a single quote', () => {
    expect(csvSafeCell('=HYPERLINK("http://evil.example","x")')).toBe('\'=HYPERLINK("http://evil.example","x")');
    expect(csvSafeCell('+91')).toBe("'+91");
    expect(csvSafeCell("-2+3+cmd|' /C calc'!A0")).toBe("'-2+3+cmd|' /C calc'!A0");
    expect(csvSafeCell('@SUM(A1:A9)')).toBe("'@SUM(A1:A9)");
    expect(csvSafeCell('\t=1+1')).toBe("'\t=1+1");
    expect(csvSafeCell('\r=1+1')).toBe("'\r=1+1");
    for (const plain of ['Ananya', '9812345678', 'B +ve', '2025-01-06', 'a=b', '']) expect(csvSafeCell(plain)).toBe(plain);
  });

  it('reads back exactly what was written, a negative number, a +91 phone and a value beginning with a quote included', () => {
    const values = ['=1+1', '+919812345678', '-5', '-', '@home', '\tx', '\rx', "'quoted", "''", "'=not a formula", 'plain', ''];
    for (const value of values) expect(csvCellValue(csvSafeCell(value))).toBe(value);
  });

  it('keeps a quote nobody added: one before an ordinary character, as typed into a template', () => {
    expect(csvCellValue("'Connor")).toBe("'Connor");
    expect(csvCellValue("'")).toBe("'");
    expect(csvCellValue('=1+1')).toBe('=1+1');
  });
});
