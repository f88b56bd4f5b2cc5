import { HEADER_TITLES, MENU_LABELS, matchRoute } from '@hrms/shared';
import type { TFunction } from 'i18next';

/** The browser tab's title in the user's language: "Leave approvals – HRMS" (as documentTitleFor in English). */
export function translatedDocumentTitle(t: TFunction, pathname: string): string {
  const route = matchRoute(pathname);
  const appName = t('shell.appName');
  if (!route) return `${t('shell.pageNotFound')} – ${appName}`;
  const key = route.page in MENU_LABELS ? `nav.pages.${route.page}` : `screens.${route.page}`;
  const screen = t(key, { defaultValue: '' });
  return screen ? `${screen} – ${appName}` : appName;
}

/** The header's title by path prefix (spec 1 §2.3, as headerTitleFor in English), translated. */
export function translatedHeaderTitle(t: TFunction, pathname: string): string {
  const path = pathname.toLowerCase();
  const hit = HEADER_TITLES.find(({ prefix }) => path.startsWith(prefix.toLowerCase()));
  return hit ? t(`headerTitles.${hit.prefix.slice(1)}`) : t('shell.dashboard');
}
