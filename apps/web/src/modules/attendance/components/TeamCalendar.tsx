import { addDays, DAY_STATUSES, type TeamDays } from '@hrms/shared';
import { Badge, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MonthField } from '../../../ui/MonthField';
import { Pager, QueryBody } from '../../../ui/records';
import { useDepartments } from '../../organization';
import { useTeamDays } from '../time-attendance.api';
import { DAY_STATUS_COLORS } from './day-status';
import { TeamCalendarCards } from './TeamCalendarCards';
import { TeamCalendarTable } from './TeamCalendarTable';

const PAGE_SIZE = 50;

function monthDays(month: string): string[] {
  const days: string[] = [];
  for (let day = `${month}-01`; day.startsWith(month); day = addDays(day, 1)) days.push(day);
  return days;
}

/**
 * The team calendar of a month (GET attendance/team-days): the caller's people by day with each day's
 * status and the month's totals, 50 people a page; a table on a wide screen, a card per person on a phone.
 */
export function TeamCalendar() {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 48em)');
  const [month, setMonth] = useState(new Date().toISOString().slice(0, 7));
  const [department, setDepartment] = useState('');
  const [page, setPage] = useState(0);
  const days = useMemo(() => monthDays(month), [month]);
  const departments = useDepartments();
  const calendar = useTeamDays(month, department, page, PAGE_SIZE);
  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <Group align="end" wrap="wrap" justify="space-between">
          <MonthField
            label={t('timeAttendance.calendar.month')}
            value={month}
            onChange={(m) => {
              if (!m) return;
              setMonth(m);
              setPage(0);
            }}
            data-testid="calendar-month"
          />
          <Select
            label={t('timeAttendance.calendar.department')}
            placeholder={t('timeAttendance.calendar.allDepartments')}
            data={(departments.data ?? []).map((d) => ({ value: d.departmentId, label: d.departmentName }))}
            value={department || null}
            onChange={(value) => {
              setDepartment(value ?? '');
              setPage(0);
            }}
            clearable
            searchable
            w={{ base: '100%', xs: 240 }}
            data-testid="calendar-department"
          />
          <Group gap={6} wrap="wrap" aria-label={t('timeAttendance.calendar.key')} role="group">
            {DAY_STATUSES.map((status) => (
              <Badge key={status} color={DAY_STATUS_COLORS[status]} variant="light" tt="none">
                {t(`timeAttendance.calendar.short.${status}`)} = {t(`timeAttendance.statuses.${status}`)}
              </Badge>
            ))}
          </Group>
        </Group>
      </Paper>
      <QueryBody
        query={calendar}
        errorText={t('timeAttendance.calendar.loadFailed')}
        emptyText={t('timeAttendance.calendar.empty')}
        isEmpty={(data: TeamDays) => data.total === 0}
      >
        {(data: TeamDays) => {
          const pageCount = Math.max(1, Math.ceil(data.total / PAGE_SIZE));
          const first = data.page * data.size + 1;
          return (
            // another month or page keeps the last one on screen, dimmed, until it has arrived
            <Stack gap="xs" style={{ opacity: calendar.isPlaceholderData ? 0.6 : 1 }} aria-busy={calendar.isPlaceholderData}>
              <Text size="sm" c="dimmed" role="status" data-testid="calendar-showing">
                {t('timeAttendance.calendar.showing', {
                  from: first,
                  to: first + data.items.length - 1,
                  total: data.total,
                })}
              </Text>
              {phone ? <TeamCalendarCards rows={data.items} days={days} /> : <TeamCalendarTable rows={data.items} days={days} />}
              {pageCount > 1 && <Pager page={page + 1} pageCount={pageCount} onPage={(p) => setPage(p - 1)} />}
            </Stack>
          );
        }}
      </QueryBody>
    </Stack>
  );
}
