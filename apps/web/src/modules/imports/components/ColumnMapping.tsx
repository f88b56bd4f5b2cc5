import { EMPLOYEE_IMPORT_COLUMN_LABELS, EMPLOYEE_IMPORT_COLUMNS, IMPORT_MESSAGES } from '@hrms/shared';
import { Alert, Button, type ComboboxData, Group, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { useEmployeeCustomFieldDefinitions } from '../../customfields';

/** The headings of the file the server did not know (its 400 names each in `errors` with "Unknown column"). */
export function unknownHeadings(error: unknown): string[] {
  if (!(error instanceof ApiError)) return [];
  return Object.entries(error.fieldErrors)
    .filter(([heading, message]) => message === IMPORT_MESSAGES.unknownColumn(heading))
    .map(([heading]) => heading);
}

/** The choice that leaves a heading's column out ('' in the mapping sent; a select needs a non-empty value). */
const LEAVE_OUT = 'leave-out';

type Props = {
  headings: string[];
  /** What was matched before (when checking again), heading → column. */
  current: Record<string, string>;
  checking: boolean;
  onCheck: (columns: Record<string, string>) => void;
};

/**
 * The wizard's mapping step: each heading of the file that is not a column (nor a column's label) is matched
 * to one of the import's columns — the fixed ones or the organisation's own fields (`cf_<key>`, by their
 * labels) — or left out, and the file is checked again with that mapping.
 */
export function ColumnMapping({ headings, current, checking, onCheck }: Props) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<Record<string, string | null>>(() =>
    Object.fromEntries(headings.map((heading) => [heading, current[heading] === '' ? LEAVE_OUT : (current[heading] ?? null)])),
  );
  const customFields = useEmployeeCustomFieldDefinitions().data ?? [];
  const options: ComboboxData = [
    { value: LEAVE_OUT, label: t('tools.imports.leaveOut') },
    {
      group: t('tools.imports.mapColumns'),
      items: EMPLOYEE_IMPORT_COLUMNS.map((column) => ({
        value: column,
        label: `${EMPLOYEE_IMPORT_COLUMN_LABELS[column]} (${column})`,
      })),
    },
    ...(customFields.length
      ? [
          {
            group: t('tools.imports.mapCustomFields'),
            items: customFields.map((field) => ({ value: `cf_${field.key}`, label: `${field.label} (cf_${field.key})` })),
          },
        ]
      : []),
  ];
  const complete = headings.every((heading) => chosen[heading] !== null && chosen[heading] !== undefined);
  const check = () => {
    const columns = { ...current };
    for (const heading of headings) {
      const column = chosen[heading];
      columns[heading] = !column || column === LEAVE_OUT ? '' : column;
    }
    onCheck(columns);
  };
  return (
    <Alert color="yellow" title={t('tools.imports.mapTitle')} data-testid="column-mapping">
      <Stack gap="sm">
        <Text size="sm">{t('tools.imports.mapIntro')}</Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {headings.map((heading) => (
            <Select
              key={heading}
              label={t('tools.imports.mapHeading', { heading })}
              data={options}
              value={chosen[heading] ?? null}
              onChange={(value) => setChosen((before) => ({ ...before, [heading]: value }))}
              searchable
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
            />
          ))}
        </SimpleGrid>
        <Group>
          <Button onClick={check} disabled={!complete} loading={checking}>
            {t('tools.imports.mapCheck')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
