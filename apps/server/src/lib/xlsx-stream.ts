import { Readable } from 'node:stream';
import { constants, crc32, createDeflateRaw } from 'node:zlib';

/**
 * A one-sheet .xlsx streamed as its rows arrive: every cell an inline string, no shared-string table, so
 * nothing grows with the number of rows. Written as plain XML text and zipped with fast deflate (level 1:
 * a large export is bound by compression, and level 1 is several times faster for a file ~20% larger).
 */
export function xlsxSheetStream(sheetName: string, rows: AsyncIterable<readonly string[]>): Readable {
  return Readable.from(
    zipEntries([
      { name: '[Content_Types].xml', content: [CONTENT_TYPES] },
      { name: '_rels/.rels', content: [ROOT_RELS] },
      { name: 'xl/workbook.xml', content: [workbookXml(sheetName)] },
      { name: 'xl/_rels/workbook.xml.rels', content: [WORKBOOK_RELS] },
      { name: 'xl/styles.xml', content: [STYLES] },
      { name: 'xl/worksheets/sheet1.xml', content: sheetXml(rows) },
    ]),
  );
}

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';
const OFFICE = 'application/vnd.openxmlformats-officedocument.spreadsheetml';
const CONTENT_TYPES =
  `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  `<Override PartName="/xl/workbook.xml" ContentType="${OFFICE}.sheet.main+xml"/>` +
  `<Override PartName="/xl/styles.xml" ContentType="${OFFICE}.styles+xml"/>` +
  `<Override PartName="/xl/worksheets/sheet1.xml" ContentType="${OFFICE}.worksheet+xml"/></Types>`;
const ROOT_RELS =
  `${XML}<Relationships xmlns="${PACKAGE_REL}">` +
  `<Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const WORKBOOK_RELS =
  `${XML}<Relationships xmlns="${PACKAGE_REL}">` +
  `<Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/>` +
  `<Relationship Id="rId2" Type="${REL}/styles" Target="styles.xml"/></Relationships>`;
const STYLES =
  `${XML}<styleSheet xmlns="${MAIN}"><fonts count="1"><font><sz val="11"/><name val="Calibri"/></font></fonts>` +
  '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/></cellXfs></styleSheet>';
const workbookXml = (sheetName: string) =>
  `${XML}<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets>` +
  `<sheet name="${escapeXml(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
/** Text safe inside XML: markup escaped, characters XML 1.0 cannot hold dropped. */
function escapeXml(text: string) {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these are exactly the characters XML forbids
  return text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '').replace(/[&<>"]/g, (c) => ESCAPES[c] ?? c);
}

/** A, B, … Z, AA, AB …: the column letters of a cell reference. */
function columnName(index: number) {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

/** The worksheet's XML, a few hundred rows per string (one string per cell would cost more than the XML). */
async function* sheetXml(rows: AsyncIterable<readonly string[]>): AsyncGenerator<string> {
  yield `${XML}<worksheet xmlns="${MAIN}"><sheetData>`;
  const columns: string[] = [];
  let r = 0;
  let part = '';
  for await (const row of rows) {
    r++;
    part += `<row r="${r}">`;
    for (let i = 0; i < row.length; i++) {
      const value = row[i];
      if (!value) continue;
      columns[i] ??= columnName(i);
      const space = value.trim() === value ? '' : ' xml:space="preserve"';
      part += `<c r="${columns[i]}${r}" t="inlineStr"><is><t${space}>${escapeXml(value)}</t></is></c>`;
    }
    part += '</row>';
    if (part.length > 64_000) {
      yield part;
      part = '';
    }
  }
  yield `${part}</sheetData></worksheet>`;
}

type ZipEntry = { name: string; content: Iterable<string> | AsyncIterable<string> };

const dosTime = (d: Date) => (d.getHours() << 11) | (d.getMinutes() << 5) | Math.floor(d.getSeconds() / 2);
const dosDate = (d: Date) => ((d.getFullYear() - 1980) << 9) | ((d.getMonth() + 1) << 5) | d.getDate();
/** Bit 3: sizes and CRC follow the data; bit 11: names are UTF-8. */
const FLAGS = 0x0808;
const DEFLATE = 8;

/** A zip archive streamed entry by entry (sizes after each entry's data, so nothing is buffered whole). */
async function* zipEntries(entries: ZipEntry[]): AsyncGenerator<Buffer> {
  const now = new Date();
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(FLAGS, 6);
    header.writeUInt16LE(DEFLATE, 8);
    header.writeUInt16LE(dosTime(now), 10);
    header.writeUInt16LE(dosDate(now), 12);
    header.writeUInt16LE(name.length, 26);
    const start = offset;
    yield Buffer.concat([header, name]);
    offset += header.length + name.length;

    const deflate = createDeflateRaw({ level: constants.Z_BEST_SPEED });
    let crc = 0;
    let size = 0;
    const feeding = (async () => {
      for await (const text of entry.content) {
        const bytes = Buffer.from(text, 'utf8');
        crc = crc32(bytes, crc);
        size += bytes.length;
        if (!deflate.write(bytes)) await new Promise((resolve) => deflate.once('drain', resolve));
      }
      deflate.end();
    })().catch((error: unknown) => deflate.destroy(error as Error));
    let compressed = 0;
    for await (const out of deflate as AsyncIterable<Buffer>) {
      compressed += out.length;
      yield out;
    }
    await feeding;
    offset += compressed;

    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(0x08074b50, 0);
    descriptor.writeUInt32LE(crc >>> 0, 4);
    descriptor.writeUInt32LE(compressed, 8);
    descriptor.writeUInt32LE(size, 12);
    yield descriptor;
    offset += descriptor.length;

    const record = Buffer.alloc(46);
    record.writeUInt32LE(0x02014b50, 0);
    record.writeUInt16LE(20, 4);
    record.writeUInt16LE(20, 6);
    record.writeUInt16LE(FLAGS, 8);
    record.writeUInt16LE(DEFLATE, 10);
    record.writeUInt16LE(dosTime(now), 12);
    record.writeUInt16LE(dosDate(now), 14);
    record.writeUInt32LE(crc >>> 0, 16);
    record.writeUInt32LE(compressed, 20);
    record.writeUInt32LE(size, 24);
    record.writeUInt16LE(name.length, 28);
    record.writeUInt32LE(start, 42);
    central.push(record, name);
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  yield directory;
  yield end;
}
