import { daysOfRange, leaveTypeLabel, peopleOutOn, type WhosOutRow } from '@hrms/shared';
import { Badge, Box, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../../lib/use-date-format';

const MAX_NAMES_IN_CELL = 3;

const dayNumber = (day: string) => Number(day.slice(8, 10));
const typeShort = (t: TFunction, row: WhosOutRow) =>
  `${row.isHalfDay ? '½ ' : ''}${t(`leaveTypes.${row.leaveType}`, { defaultValue: leaveTypeLabel(row.leaveType) })}`;
const weekend = (index: number) => index % 7 >= 5;

type ViewProps = { rows: WhosOutRow[]; from: string; to: string; today: string };

/** Month view: whole weeks, each day listing who is out (names beyond three folded into "+n more"). */
export function WhosOutMonth({ rows, from, to, today, month }: ViewProps & { month: string }) {
  const { t } = useTranslation();
  const dates = useDateFormat();
  const days = daysOfRange(from, to);
  return (
    <Paper withBorder radius="md" p="xs" data-testid="whos-out-month">
      <SimpleGrid cols={7} spacing={4} verticalSpacing={4}>
        {/* the month's whole weeks start on a Monday: its first seven days name the columns */}
        {days.slice(0, 7).map((day) => (
          <Text key={`weekday-${day}`} size="xs" fw={600} c="dimmed" ta="center">
            {dates.weekday(day)}
          </Text>
        ))}
        {days.map((day, i) => {
          const out = peopleOutOn(rows, day);
          const inMonth = day.startsWith(month);
          return (
            <Box
              key={day}
              data-testid={`whos-out-day-${day}`}
              p={6}
              mih={92}
              bg={weekend(i) ? 'var(--mantine-color-default-hover)' : undefined}
              style={{
                border: `1px solid var(--mantine-color-${day === today ? 'blue-5' : 'gray-2'})`,
                borderRadius: 'var(--mantine-radius-sm)',
              }}
            >
              <Text size="xs" fw={day === today ? 700 : 500} c={day === today ? 'blue' : inMonth ? undefined : 'dimmed'}>
                {dayNumber(day)}
              </Text>
              <Stack gap={2} mt={2}>
                {out.slice(0, MAX_NAMES_IN_CELL).map((r) => (
                  <Badge
                    key={`${r.employeeId}-${r.startDate}`}
                    size="sm"
                    radius="sm"
                    variant="light"
                    color={r.isHalfDay ? 'grape' : 'blue'}
                    fullWidth
                    title={`${r.name} (${r.employeeId}) — ${typeShort(t, r)}`}
                    styles={{ label: { textTransform: 'none' } }}
                  >
                    {r.name}
                  </Badge>
                ))}
                {out.length > MAX_NAMES_IN_CELL && (
                  <Text size="xs" c="dimmed">
                    {t('whosOut.more', { count: out.length - MAX_NAMES_IN_CELL })}
                  </Text>
                )}
              </Stack>
            </Box>
          );
        })}
      </SimpleGrid>
    </Paper>
  );
}

/** Week view: one row per person out that week, a column per day. */
export function WhosOutWeek({ rows, from, to, today }: ViewProps) {
  const { t } = useTranslation();
  const dates = useDateFormat();
  const days = daysOfRange(from, to);
  const people = [...new Map(rows.map((r) => [r.employeeId, r.name])).entries()];
  if (!people.length) return <Text c="dimmed">{t('messages.whosOut.nobody')}</Text>;
  return (
    <Paper withBorder radius="md" data-testid="whos-out-week" style={{ overflowX: 'auto' }}>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('whosOut.employee')}</Table.Th>
            {days.map((day) => (
              <Table.Th key={day} c={day === today ? 'blue' : undefined} style={{ whiteSpace: 'nowrap' }}>
                {dates.dayLabel(day)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {people.map(([employeeId, name]) => (
            <Table.Tr key={employeeId} data-testid={`whos-out-person-${employeeId}`}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {name}{' '}
                <Text span size="xs" c="dimmed">
                  {employeeId}
                </Text>
              </Table.Td>
              {days.map((day) => {
                const hit = peopleOutOn(
                  rows.filter((r) => r.employeeId === employeeId),
                  day,
                )[0];
                return (
                  <Table.Td key={day}>
                    {hit && (
                      <Badge
                        size="sm"
                        variant="light"
                        color={hit.isHalfDay ? 'grape' : 'blue'}
                        styles={{ label: { textTransform: 'none' } }}
                      >
                        {typeShort(t, hit)}
                      </Badge>
                    )}
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}

/** Phones and the approval screen: the days someone is out, each with who and which leave. */
export function WhosOutAgenda({ rows, from, to, today }: ViewProps) {
  const { t } = useTranslation();
  const dates = useDateFormat();
  const days = daysOfRange(from, to)
    .map((day) => ({ day, out: peopleOutOn(rows, day) }))
    .filter((d) => d.out.length > 0);
  if (!days.length) return <Text c="dimmed">{t('messages.whosOut.nobody')}</Text>;
  return (
    <Stack gap="xs" data-testid="whos-out-agenda">
      {days.map(({ day, out }) => (
        <Paper key={day} withBorder radius="md" p="sm">
          <Text size="sm" fw={600} c={day === today ? 'blue' : undefined} mb={4}>
            {dates.dayLabel(day)}
          </Text>
          <Stack gap={2}>
            {out.map((r) => (
              <Text key={`${r.employeeId}-${r.startDate}`} size="sm">
                {r.name}{' '}
                <Text span size="xs" c="dimmed">
                  {r.employeeId} · {typeShort(t, r)}
                </Text>
              </Text>
            ))}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
