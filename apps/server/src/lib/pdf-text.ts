import { createRequire } from 'node:module';
import { DEFAULT_LANGUAGE, type Language, RTL_LANGUAGES } from '@hrms/shared';
import bidiFactory from 'bidi-js';

/**
 * Writing a PDF (pdfkit) in the reader's language. English keeps pdfkit's standard Helvetica. Hindi and Arabic
 * embed Noto Sans Devanagari or Noto Sans Arabic (SIL Open Font License 1.1, from the @expo-google-fonts
 * packages; both also hold Latin letters and digits, so names and amounts written in Latin show too): fontkit,
 * under pdfkit, shapes the Devanagari conjuncts and vowel signs and joins the Arabic letters. pdfkit has no
 * bidirectional algorithm, so Arabic lines are laid out here: bidi-js (the Unicode algorithm) orders each
 * line's runs, right to left, and each run is drawn on its own (an Arabic run is reversed and joined by
 * fontkit, a Latin or number run stays left to right). Server-side only: the web app never loads these fonts.
 */

type Doc = PDFKit.PDFDocument;
export type FontWeight = 'regular' | 'bold' | 'italic';
export type Align = 'left' | 'right' | 'center' | 'justify';

const require = createRequire(import.meta.url);
const FONT_FILES: Partial<Record<Language, { regular: string; bold: string }>> = {
  hi: {
    regular: '@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf',
  },
  ar: {
    regular: '@expo-google-fonts/noto-sans-arabic/400Regular/NotoSansArabic_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans-arabic/700Bold/NotoSansArabic_700Bold.ttf',
  },
};
const STANDARD: Record<FontWeight, string> = { regular: 'Helvetica', bold: 'Helvetica-Bold', italic: 'Helvetica-Oblique' };

/** Invisible direction marks the mails use (isolates, RLM/LRM): the bidi algorithm reads them, the fonts have no glyph. */
const MARKS = /[\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
const MARK = /[\u200E\u200F\u202A-\u202E\u2066-\u2069]/;
const ARABIC = /[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]/;
const DEVANAGARI = /[\u0900-\u097F\uA8E0-\uA8FF\u1CD0-\u1CFF]/;
/** What pdfkit's standard fonts can write (Latin-1 and the WinAnsi extras); anything else needs an embedded font. */
const STANDARD_ONLY = /^[\t\n\u0020-\u00FF\u2013\u2014\u2018\u2019\u201C\u201D\u2022\u2026\u20AC]*$/;

let bidi: ReturnType<typeof bidiFactory> | null = null;

export type PdfText = {
  language: Language;
  rtl: boolean;
  /** Sets the font of this weight (Hindi and Arabic have no italic: regular). */
  font: (weight: FontWeight) => Doc;
  /**
   * Writes `text` from (x, y) within `width`, wrapped, in the current weight and size, aligned (right-to-left
   * languages mirror left and right; justify is start-aligned there); answers the y below it.
   */
  write: (text: string, x: number, y: number, width: number, align?: Align, lineGap?: number) => number;
};

/** Which font a character needs: the Devanagari or Arabic one for their letters, else the document's own. */
type Face = 'base' | 'hi' | 'ar';
const faceOf = (char: string): Face => (DEVANAGARI.test(char) ? 'hi' : ARABIC.test(char) ? 'ar' : 'base');

/** A piece of a line to draw, in visual order: its text as pdfkit takes it, its face, and whether it is a space. */
export type Piece = { text: string; face: Face; space: boolean };

/**
 * A line's pieces in visual order (left to right): bidi-js orders the runs, each run is cut into words and
 * spaces; an Arabic word is handed over in logical order (fontkit joins and reverses it), mirrored brackets in
 * right-to-left runs. Direction marks are dropped.
 */
export function visualPieces(line: string, base: 'ltr' | 'rtl'): Piece[] {
  bidi ??= bidiFactory();
  const levels = bidi.getEmbeddingLevels(line, base);
  const order = bidi.getReorderedIndices(line, levels);
  const mirrored = bidi.getMirroredCharactersMap(line, levels.levels);
  const faces: Face[] = [];
  for (let i = 0; i < line.length; i++) {
    const face = faceOf(line[i]!);
    // joiners and other neutrals inside a word follow the letter before them
    faces.push(face === 'base' && /[\u200C\u200D]/.test(line[i]!) && i > 0 ? faces[i - 1]! : face);
  }
  const runs: { odd: boolean; face: Face; indices: number[] }[] = [];
  for (const index of order) {
    if (MARK.test(line[index]!)) continue;
    const odd = (levels.levels[index]! & 1) === 1;
    const space = line[index] === ' ';
    const face = space ? 'base' : faces[index]!;
    const last = runs.at(-1);
    if (last && last.odd === odd && last.face === face && (line[last.indices.at(-1)!] === ' ') === space)
      last.indices.push(index);
    else runs.push({ odd, face, indices: [index] });
  }
  return runs.map(({ odd, face, indices }) => {
    const chars = (list: number[]) => list.map((i) => mirrored.get(i) ?? line[i]!).join('');
    const space = line[indices[0]!] === ' ';
    // fontkit reverses a run of Arabic letters itself: give it the logical order; anything else goes as seen
    const text = odd && face === 'ar' ? chars([...indices].reverse()) : chars(indices);
    return { text, face, space };
  });
}

/**
 * A paragraph's words for wrapping: split at its spaces, but never inside an isolated value (FSI/LRI/RLI … PDI),
 * which would leave the isolate open on one line and its end on the next ("Rs. 10", "9 - 11", a full name).
 */
export function wordsOf(paragraph: string): string[] {
  const words: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of paragraph) {
    if (char >= '\u2066' && char <= '\u2068') depth++;
    else if (char === '\u2069') depth = Math.max(0, depth - 1);
    if (char === ' ' && depth === 0) {
      words.push(current);
      current = '';
    } else current += char;
  }
  words.push(current);
  return words;
}

/** Sets up `doc` to write in `language` (registers the fonts it needs). */
export function pdfText(doc: Doc, language: Language = DEFAULT_LANGUAGE): PdfText {
  const registered = new Set<string>();
  const fontName = (face: 'hi' | 'ar', weight: FontWeight) => {
    const name = `${face}-${weight === 'bold' ? 'bold' : 'regular'}`;
    if (!registered.has(name)) {
      doc.registerFont(name, require.resolve(FONT_FILES[face]![weight === 'bold' ? 'bold' : 'regular']));
      registered.add(name);
    }
    return name;
  };
  const rtl = RTL_LANGUAGES.includes(language);
  let weight: FontWeight = 'regular';
  const baseFont = () => (language === 'hi' || language === 'ar' ? fontName(language, weight) : STANDARD[weight]);
  const faceFont = (face: Face) => (face === 'base' ? baseFont() : fontName(face, weight));
  const font = (next: FontWeight) => {
    weight = next;
    return doc.font(baseFont());
  };
  /** The width of logical text, each part in the font it needs. */
  const measure = (text: string) => {
    let width = 0;
    for (const piece of visualPieces(text, 'ltr')) width += doc.font(faceFont(piece.face)).widthOfString(piece.text);
    doc.font(baseFont());
    return width;
  };

  /** Text one font can write as pdfkit lays it out (left to right, wrapping itself). */
  const simple = (text: string) =>
    !rtl && (language === 'hi' ? !ARABIC.test(text) : language === 'en' ? STANDARD_ONLY.test(text) : false);

  /** Greedy word wrap by measured width (logical order), each line then laid out by the bidi algorithm, piece by piece. */
  const writeLaidOut = (text: string, x: number, y: number, width: number, align: Align, lineGap: number) => {
    const size = (doc as unknown as { _fontSize: number })._fontSize;
    const lineHeight = size * 1.35 + lineGap;
    const lines: string[] = [];
    for (const paragraph of text.split('\n')) {
      let current = '';
      for (const word of wordsOf(paragraph)) {
        const next = current ? `${current} ${word}` : word;
        if (current && measure(next) > width) {
          lines.push(current);
          current = word;
        } else current = next;
      }
      lines.push(current);
    }
    let top = y;
    const bottom = doc.page.height - doc.page.margins.bottom;
    for (const line of lines) {
      if (top + lineHeight > bottom) {
        doc.addPage();
        top = doc.page.margins.top;
      }
      const pieces = visualPieces(line, rtl ? 'rtl' : 'ltr');
      const widths = pieces.map((p) => doc.font(faceFont(p.face)).widthOfString(p.text));
      const total = widths.reduce((sum, w) => sum + w, 0);
      const start = align === 'justify' ? (rtl ? 'right' : 'left') : align;
      let cursor = start === 'center' ? x + (width - total) / 2 : start === 'left' ? x : x + width - total;
      const ascent = () => (doc as unknown as { _font: { ascender: number } })._font.ascender;
      doc.font(baseFont());
      const baseAscent = ascent();
      pieces.forEach((piece, i) => {
        // pdfkit puts the top of the font's ascent at y: fonts of other scripts are moved so every piece shares the baseline
        if (!piece.space) {
          doc.font(faceFont(piece.face));
          const shift = ((baseAscent - ascent()) * size) / 1000;
          doc.text(piece.text, cursor, top + shift, { lineBreak: false });
        }
        cursor += widths[i]!;
      });
      top += lineHeight;
    }
    doc.font(baseFont());
    doc.x = x;
    doc.y = top;
    return top;
  };

  const write = (text: string, x: number, y: number, width: number, align: Align = 'left', lineGap = 0) => {
    if (simple(text)) {
      doc.text(text.replace(MARKS, ''), x, y, { width, align, lineGap });
      return doc.y;
    }
    const mirroredAlign = rtl ? (align === 'left' ? 'right' : align === 'right' ? 'left' : align) : align;
    return writeLaidOut(text, x, y, width, mirroredAlign, lineGap);
  };
  return { language, rtl, font, write };
}
