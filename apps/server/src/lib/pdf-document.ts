import type { Language } from '@hrms/shared';
import { pdfText } from './pdf-text';

/**
 * An A4 PDF in `language` (pdfkit, loaded on the first document) with its text writer; `done` gives the
 * document's bytes once `doc.end()` is called.
 */
export async function startA4Pdf(page: { margin: number; language: Language; title: string; author: string }) {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margin: page.margin,
    lang: page.language,
    info: { Title: page.title, Author: page.author },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, t: pdfText(doc, page.language), done };
}
