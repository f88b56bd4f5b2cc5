import type { FastifyInstance } from 'fastify';

const INLINE_PICTURES = /^image\/(png|jpeg|gif|webp)$/;
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

/**
 * Headers of a served file: the stored (sniffed) type, never sniffed again by the browser. A picture by its
 * signed link is shown inline and cached privately while the link lives; a download is always an
 * attachment and never cached.
 */
export function fileHeaders(document: { fileName: string; mimeType: string; size: number }, use: 'picture' | 'download') {
  const name = safeFileName(document.fileName, document.mimeType);
  const inline = use === 'picture' && INLINE_PICTURES.test(document.mimeType);
  return {
    'content-type': document.mimeType,
    'content-length': String(document.size),
    'x-content-type-options': 'nosniff',
    'content-disposition': `${inline ? 'inline' : 'attachment'}; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    'cache-control': use === 'picture' ? 'private, max-age=300' : 'private, no-store',
  };
}

/**
 * Pictures may be shown by the origins CORS_ORIGINS names (a client served from elsewhere puts the address
 * in <img src>); the header cannot list origins, so it opens to any site only when such origins exist.
 */
export const pictureResourcePolicy = (corsOrigins: string[]) => (corsOrigins.length > 0 ? 'cross-origin' : 'same-origin');

const FILE_ROUTE_URLS = ['/hrmsapplication/documents/file/:documentId', '/hrmsapplication/documents/download/:documentId'];
/** Nothing in a served file may run; images and the browser's PDF viewer still work. */
const FILE_CSP = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; object-src 'self'; frame-ancestors 'self'";

/** Runs after the application-wide security headers, so served files get their own policy. */
export function installFileSecurityHeaders(scope: FastifyInstance) {
  scope.addHook('onSend', async (request, reply, payload) => {
    if (FILE_ROUTE_URLS.includes(request.routeOptions.url ?? '') && reply.statusCode === 200) {
      reply.header('content-security-policy', FILE_CSP);
    }
    return payload;
  });
}
