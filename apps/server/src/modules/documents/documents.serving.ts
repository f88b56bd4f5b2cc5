import type { FastifyInstance } from 'fastify';

const INLINE_TYPES = /^(image\/(png|jpeg|gif|webp)|application\/pdf)$/;
const EXTENSIONS: Record<string, string> = {
  'image/png': '.png',
  'image/jpeg': '.jpg',
  'image/gif': '.gif',
  'image/webp': '.webp',
  'application/pdf': '.pdf',
};

/** A file name safe in a header: ASCII letters, digits, dot, dash, underscore, space; with the type's extension. */
export function safeFileName(fileName: string, mimeType: string): string {
  const extension = EXTENSIONS[mimeType] ?? '';
  const base =
    fileName
      .replace(/[^A-Za-z0-9._ -]/g, '_')
      .replace(/^[.\s]+/, '')
      .slice(0, 100) || 'document';
  return extension && !base.toLowerCase().endsWith(extension) && !(extension === '.jpg' && /\.jpe?g$/i.test(base))
    ? `${base}${extension}`
    : base;
}

/** Headers of the file route: the stored (sniffed) type, never sniffed again by the browser, cached privately. */
export function fileHeaders(document: { fileName: string; mimeType: string; size: number }) {
  const name = safeFileName(document.fileName, document.mimeType);
  const disposition = INLINE_TYPES.test(document.mimeType) ? 'inline' : 'attachment';
  return {
    'content-type': document.mimeType,
    'content-length': String(document.size),
    'x-content-type-options': 'nosniff',
    'content-disposition': `${disposition}; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    'cache-control': 'private, max-age=3600',
  };
}

const FILE_ROUTE_URL = '/hrmsapplication/documents/file/:documentId';
/** Nothing in a served file may run; images and the browser's PDF viewer still work. */
const FILE_CSP = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; object-src 'self'; frame-ancestors 'self'";

/** Runs after the application-wide security headers, so served files get their own policy. */
export function installFileSecurityHeaders(scope: FastifyInstance) {
  scope.addHook('onSend', async (request, reply, payload) => {
    if (request.routeOptions.url === FILE_ROUTE_URL && reply.statusCode === 200) {
      reply.header('content-security-policy', FILE_CSP);
    }
    return payload;
  });
}
