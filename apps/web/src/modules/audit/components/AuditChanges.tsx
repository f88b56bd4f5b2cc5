import { type AuditItem, auditFieldLabel, changedFields, type DateFormatter } from '@hrms/shared';
import { Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../../lib/use-date-format';

const field = (record: unknown, key: string) =>
  record && typeof record === 'object' ? (record as Record<string, unknown>)[key] : undefined;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A field's label in the user's language (the catalogue's, else spelled out from its name). */
const labelOf = (t: TFunction, name: string) => t(`tools.audit.fields.${name}`, { defaultValue: auditFieldLabel(name) });

/** A recorded value as words: dates in the organisation's format, yes/no, lists and records spelled out, not JSON. */
function readable(value: unknown, t: TFunction, dates: DateFormatter): string {
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value === 'boolean') return value ? t('tools.audit.yes') : t('tools.audit.no');
  if (typeof value === 'number') return dates.number(value);
  if (typeof value === 'string') {
    if (ISO_DATE.test(value)) return dates.date(value);
    if (ISO_INSTANT.test(value) && !Number.isNaN(Date.parse(value))) return dates.dateTime(value);
    return value;
  }
  if (Array.isArray(value)) return value.length ? value.map((item) => readable(item, t, dates)).join(', ') : '—';
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    return entries.length ? entries.map(([key, item]) => `${labelOf(t, key)}: ${readable(item, t, dates)}`).join('; ') : '—';
  }
  return String(value);
}

/** Each changed field as "Label: before → after" (a sign-in or download shows what it recorded). */
export function AuditChanges({ item }: { item: AuditItem }) {
  const { t } = useTranslation();
  const dates = useDateFormat();
  const fields = changedFields(item.before, item.after);
  if (!fields.length) return <Text size="sm">—</Text>;
  return (
    <Stack gap={2}>
      {fields.map((f) => (
        <Text key={f} size="sm" style={{ wordBreak: 'break-word' }}>
          <Text span fw={600} size="sm">
            {labelOf(t, f)}
          </Text>
          : {readable(field(item.before, f), t, dates)} → {readable(field(item.after, f), t, dates)}
        </Text>
      ))}
    </Stack>
  );
}
