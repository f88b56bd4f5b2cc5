import { solidPng, textPdf } from './documents.samples';

export type Part = { name: string; value: string } | { name: string; filename: string; content: Buffer; contentType?: string };

/** A multipart/form-data request body for app.inject. */
export function multipart(parts: Part[]) {
  const boundary = '----hrms-test-boundary-7MA4YWxkTrZu0gW';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('value' in part) {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`));
      continue;
    }
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\n` +
          `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      part.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export const PNG = solidPng([200, 40, 40], 4);
export const PDF = textPdf(['Degree certificate']);
/** A real PNG padded to `size` bytes: still sniffed as image/png. */
export const pngOfSize = (size: number) => Buffer.concat([PNG, Buffer.alloc(Math.max(0, size - PNG.length), 0x20)]);
export const TEXT = Buffer.from('This is plain text pretending to be a picture.\n');
