import { menuFor } from '../navigation';
import type { Role } from '../roles';
import { SEARCH_PAGES_LIMIT } from './search.constants';
import type { SearchPage } from './search.schemas';

/**
 * Screens of the role's menu whose title (or menu group) contains every word typed, titles that start
 * with the text first. Built from the one route table, so a screen the role may not open never shows.
 */
export function screensMatching(role: Role, employeeId: string, text: string): SearchPage[] {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return [];
  const hits = menuFor(role, employeeId).flatMap((group) =>
    group.items
      .filter((item) => {
        const haystack = `${item.label} ${group.label}`.toLowerCase();
        return words.every((word) => haystack.includes(word));
      })
      .map((item) => ({ title: item.label, path: item.path })),
  );
  const first = text.trim().toLowerCase();
  return hits
    .sort((a, b) => Number(b.title.toLowerCase().startsWith(first)) - Number(a.title.toLowerCase().startsWith(first)))
    .slice(0, SEARCH_PAGES_LIMIT);
}
