import { type AuditItem, changedFields } from '@hrms/shared';
import { Stack, Text } from '@mantine/core';

const field = (record: unknown, key: string) =>
  record && typeof record === 'object' ? (record as Record<string, unknown>)[key] : undefined;
const show = (value: unknown) =>
  value === undefined || value === null || value === '' ? '—' : typeof value === 'string' ? value : JSON.stringify(value);

/** Each changed field as "field: before → after" (a sign-in or download shows what it recorded). */
export function AuditChanges({ item }: { item: AuditItem }) {
  const fields = changedFields(item.before, item.after);
  if (!fields.length) return <Text size="sm">—</Text>;
  return (
    <Stack gap={2}>
      {fields.map((f) => (
        <Text key={f} size="sm" style={{ wordBreak: 'break-word' }}>
          <Text span fw={600} size="sm">
            {f}
          </Text>
          : {show(field(item.before, f))} → {show(field(item.after, f))}
        </Text>
      ))}
    </Stack>
  );
}
