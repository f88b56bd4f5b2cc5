import {
  type DateFormat,
  type DateSettingsView,
  FALLBACK_DATE_FORMAT,
  formatDate,
  formatDateTime,
  formatMonth,
  formatNumber,
  formatYearMonth,
  monthName,
  weekdayName,
} from '@hrms/shared';
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

export type DateFormatter = {
  format: DateFormat;
  timeZone: string;
  language: string;
  /** A yyyy-MM-dd date (or a timestamp's date part) in the organisation's format. */
  date: (isoDate: string | null | undefined) => string;
  /** An instant as date and 24-hour time in the organisation's time zone. */
  dateTime: (iso: string | null | undefined) => string;
  /** The weekday and the date, for calendar headings: "Mon 23 Nov 2026". */
  dayLabel: (isoDate: string) => string;
  /** The name of the weekday alone. */
  weekday: (isoDate: string, width?: 'short' | 'long') => string;
  /** The weekday in a calendar grid's narrow column: "Mo" in English, the language's own narrow form elsewhere (Arabic's names all begin "ال"). */
  weekdayInitials: (isoDate: string) => string;
  number: (value: number) => string;
  /** A month (1–12) by name in the user's language: "November", or "Nov" when short. */
  monthName: (month: number, width?: 'short' | 'long') => string;
  /** A yyyy-MM month as its name and year in the user's language: "November 2026". */
  month: (isoMonth: string | null | undefined) => string;
  /** A yyyy-MM month as the organisation writes dates, without the day: "Nov 2026" (or "11/2026", "2026-11"). */
  yearMonth: (isoMonth: string | null | undefined) => string;
};

/** The one formatter every screen uses, bound to the organisation's format and time zone and the user's language. */
export function useDateFormat(): DateFormatter {
  const settings = useDateSettings().data;
  const language = useSyncExternalStore(subscribeLanguage, currentLanguage);
  return useMemo(() => {
    // until the settings arrive, dates show in the default format and the browser's zone
    const format = settings?.dateFormat ?? FALLBACK_DATE_FORMAT;
    const timeZone = settings?.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
    const country = settings?.country ?? null;
    return {
      format,
      timeZone,
      language,
      date: (isoDate) => formatDate(isoDate, format, language),
      dateTime: (iso) => formatDateTime(iso, format, timeZone, language),
      dayLabel: (isoDate) => `${weekdayName(isoDate, language)} ${formatDate(isoDate, format, language)}`,
      weekday: (isoDate, width = 'short') => weekdayName(isoDate, language, width),
      weekdayInitials: (isoDate) =>
        language === 'en' ? weekdayName(isoDate, language, 'short').slice(0, 2) : weekdayName(isoDate, language, 'narrow'),
      number: (value) => formatNumber(value, language, country),
      monthName: (month, width = 'long') => monthName(month, language, width),
      month: (isoMonth) => formatMonth(isoMonth, language),
      yearMonth: (isoMonth) => formatYearMonth(isoMonth, format, language),
    };
  }, [settings, language]);
}
