import { isLanguage, type Language } from '@hrms/shared';

/**
 * The first language of an Accept-Language header that the product speaks ("hi-IN,en;q=0.8" → hi), by quality
 * then order; null when it names none. The web app sends the language its screens are in.
 */
export function acceptedLanguage(header: string | string[] | undefined): Language | null {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  const tags = text
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { base: tag.trim().toLowerCase().split('-')[0] ?? '', q: q === undefined ? 1 : Number(q), order };
    })
    .filter((t) => t.q > 0 && isLanguage(t.base))
    .sort((a, b) => b.q - a.q || a.order - b.order);
  const first = tags[0]?.base;
  return isLanguage(first) ? first : null;
}
