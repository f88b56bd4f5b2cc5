import { createRequire } from 'node:module';
import { PassThrough } from 'node:stream';
import type ExcelJSModule from 'exceljs';

/**
 * ExcelJS, loaded with one fix: its streaming reader decodes each piece of a sheet's XML on its own
 * (exceljs 4.4.0, utils/parse-sax.js), so a character of two or more bytes cut by a piece's edge turns into
 * U+FFFD — about one row in 3,000 of a Devanagari sheet. The parser is swapped in Node's module cache, before
 * ExcelJS loads it, for the same parser fed text from one streaming decoder per sheet. Every server module
 * takes ExcelJS from here (imports.parse.test.ts checks none imports 'exceljs' itself).
 */
const require = createRequire(import.meta.url);

async function* decodedUtf8(source: AsyncIterable<unknown> & { pipe?: unknown }) {
  const pieces = Symbol.asyncIterator in source ? source : (source as unknown as NodeJS.ReadableStream).pipe(new PassThrough());
  const decoder = new TextDecoder('utf-8');
  for await (const piece of pieces as AsyncIterable<string | Uint8Array>) {
    const text = typeof piece === 'string' ? piece : decoder.decode(piece, { stream: true });
    if (text) yield text;
  }
  const rest = decoder.decode();
  if (rest) yield rest;
}

let loaded: typeof ExcelJSModule | null = null;

/** ExcelJS with the fix, loaded on first use: it holds ~19 MB that a server which never makes a sheet need not keep. */
export function excelJS(): typeof ExcelJSModule {
  if (loaded) return loaded;
  const parseSaxPath = require.resolve('exceljs/lib/utils/parse-sax.js');
  const parseSax = require(parseSaxPath) as (source: AsyncIterable<unknown>) => AsyncGenerator<unknown>;
  const cached = require.cache[parseSaxPath];
  if (cached) cached.exports = (source: AsyncIterable<unknown>) => parseSax(decodedUtf8(source));
  loaded = require('exceljs') as typeof ExcelJSModule;
  return loaded;
}
