import { type MenuGroup, type MenuItem, menuFor } from '../navigation';
import type { Role } from '../roles';
import { SEARCH_PAGES_LIMIT } from './search.constants';
import type { SearchPage } from './search.schemas';

/** The names a screen is found by: the menu's English by default, or the user's language (the web app). */
export type MenuNames = { item: (item: MenuItem) => string; group: (group: MenuGroup) => string };
const ENGLISH_NAMES: MenuNames = { item: (item) => item.label, group: (group) => group.label };

/**
 * Screens of the role's menu whose title (or menu group) contains every word typed, titles that start
 * with the text first. Built from the one route table, so a screen the role may not open never shows.
 * The answer's title is the menu's English label whichever names were searched.
 */
export function screensMatching(role: Role, employeeId: string, text: string, names = ENGLISH_NAMES): SearchPage[] {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return [];
  const hits = menuFor(role, employeeId).flatMap((group) =>
    group.items
      .map((item) => ({ item, name: names.item(item).toLowerCase(), haystack: `${names.item(item)} ${names.group(group)}` }))
      .filter(({ haystack }) => words.every((word) => haystack.toLowerCase().includes(word))),
  );
  const first = text.trim().toLowerCase();
  return hits
    .sort((a, b) => Number(b.name.startsWith(first)) - Number(a.name.startsWith(first)))
    .slice(0, SEARCH_PAGES_LIMIT)
    .map(({ item }) => ({ title: item.label, path: item.path }));
}
