import { type DateFormatter, type DateSettingsView, dateFormatter, FALLBACK_DATE_FORMAT } from '@hrms/shared';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useSyncExternalStore } from 'react';
import { currentLanguage, i18n } from '../i18n';
import { api } from './api-client';
import { useSession } from './use-session';

export const dateSettingsKey = ['organization', 'date-settings'] as const;

/** The organisation's date format and time zone, read once per session and shared by every screen. */
export function useDateSettings() {
  const session = useSession();
  return useQuery({
    queryKey: [...dateSettingsKey, session?.organizationId ?? ''],
    enabled: Boolean(session),
    staleTime: 10 * 60_000,
    queryFn: () => api.get<DateSettingsView>('organization/dateSettings'),
  });
}

// Not react-i18next's hook: importing it here splits it out of the login page's main chunk (page weight).
function subscribeLanguage(onChange: () => void) {
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
}

/** The one formatter every screen uses, bound to the organisation's format and time zone and the user's language. */
export function useDateFormat(): DateFormatter {
  const settings = useDateSettings().data;
  const language = useSyncExternalStore(subscribeLanguage, currentLanguage);
  return useMemo(
    () =>
      // until the settings arrive, dates show in the default format and the browser's zone
      dateFormatter({
        format: settings?.dateFormat ?? FALLBACK_DATE_FORMAT,
        timeZone: settings?.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone,
        language,
        country: settings?.country ?? null,
      }),
    [settings, language],
  );
}
