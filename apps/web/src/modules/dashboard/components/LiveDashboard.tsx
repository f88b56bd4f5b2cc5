import {
  type ApprovalKind,
  type DashboardSummary,
  isAdmin,
  isManagerOrHr,
  leaveTypeLabel,
  peopleOutOn,
  type Role,
} from '@hrms/shared';
import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Switch, Text, Title, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDateFormat } from '../../../lib/use-date-format';
import { StatusBadge } from '../../approvals';
import { useLeaveBalance } from '../../leave';
import { useDashboardSummary, useHideCelebrations } from '../dashboard.api';

const KINDS: ApprovalKind[] = ['profile', 'leave', 'attendance', 'timesheet'];

/** The dashboard's messages (DASHBOARD_MESSAGES) in the user's language. */
function useMessages() {
  const { t } = useTranslation();
  return { t, m: (key: string) => t(`messages.dashboard.${key}`) };
}

/** Where the caller's own open requests of a kind are listed. */
const ownRequestsPath = (kind: ApprovalKind, employeeId: string) =>
  ({
    profile: `/ProfileDetailsStatus/${employeeId}`,
    leave: `/LeaveStatus/${employeeId}`,
    attendance: `/AttendanceStatus/${employeeId}`,
    timesheet: `/entrypage/${employeeId}`,
    expense: '/expenses',
    exit: '/exits',
    taxProof: `/myTax/${employeeId}`,
    shiftSwap: '/shiftSwaps',
  })[kind];

function Tile({ title, to, testId, children }: { title: string; to: string; testId: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" data-testid={testId}>
      <Anchor component={Link} to={to} fw={600} mb="xs" c="inherit" underline="hover">
        {title}
      </Anchor>
      {children}
    </Card>
  );
}

/** A number that opens the page behind it. */
function Count({ label, value, to, testId }: { label: string; value: number; to: string; testId: string }) {
  return (
    <UnstyledButton component={Link} to={to} data-testid={testId}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm">{label}</Text>
        <Badge variant={value ? 'filled' : 'light'} color={value ? 'blue' : 'gray'}>
          {value}
        </Badge>
      </Group>
    </UnstyledButton>
  );
}

function OrganisationTile({ data, role }: { data: NonNullable<DashboardSummary['organisation']>; role: Role }) {
  const { m } = useMessages();
  const M = {
    organisation: m('organisation'),
    headcount: m('headcount'),
    joiners: m('joiners'),
    leavers: m('leavers'),
    openPositions: m('openPositions'),
    pendingOnboarding: m('pendingOnboarding'),
  };
  const people = isAdmin(role) ? '/allEmployee' : '/ManagerEmployee';
  return (
    <Tile title={M.organisation} to={people} testId="live-organisation">
      <Stack gap={6}>
        <Count label={M.headcount} value={data.headcount} to={people} testId="live-headcount" />
        <Count label={M.joiners} value={data.joinersThisMonth} to={people} testId="live-joiners" />
        <Count label={M.leavers} value={data.leaversThisMonth} to="/reports" testId="live-leavers" />
        <Count label={M.openPositions} value={data.openPositions} to="/careers" testId="live-open-positions" />
        <Count label={M.pendingOnboarding} value={data.pendingOnboarding} to="/onboardingDocuments" testId="live-onboarding" />
      </Stack>
    </Tile>
  );
}

function LeaveBalanceTile({ employeeId }: { employeeId: string }) {
  const balance = useLeaveBalance(employeeId);
  const { t } = useTranslation();
  return (
    <Tile title={t('dashboard.leaveBalance')} to="/LeaveBalance" testId="live-balance">
      <Stack gap={4}>
        {(balance.data ?? [])
          .filter((b) => b.count !== 0)
          .map((b) => (
            <Group key={b.leaveType} justify="space-between" wrap="nowrap">
              <Text size="sm">{t(`leaveTypes.${b.leaveType}`, { defaultValue: leaveTypeLabel(b.leaveType) })}</Text>
              <Text size="sm" fw={600}>
                {b.count}
              </Text>
            </Group>
          ))}
        <Anchor component={Link} to="/LeaveRequest" size="sm">
          {t('dashboard.applyLeave')}
        </Anchor>
      </Stack>
    </Tile>
  );
}

/** This week's timesheet: its state, opening the week itself. */
function WeekTile({ week, employeeId }: { week: DashboardSummary['myWeek']; employeeId: string }) {
  const dates = useDateFormat();
  const { m } = useMessages();
  return (
    <Tile title={m('myWeek')} to={`/timeEntry/${employeeId}/${week.fromDate}/${week.toDate}`} testId="live-week">
      <Group justify="space-between" gap="xs">
        <Text size="sm">
          {dates.dayLabel(week.fromDate)} – {dates.dayLabel(week.toDate)}
        </Text>
        {week.status ? (
          <StatusBadge status={week.status} />
        ) : (
          <Text size="sm" c="dimmed" data-testid="live-week-state">
            {m('weekNotStarted')}
          </Text>
        )}
      </Group>
    </Tile>
  );
}

/**
 * The live part of a dashboard: what waits for me, my open requests, who is out, my leave balance, this
 * week's timesheet, the
 * next holidays, birthdays and work anniversaries, and the organisation's numbers for admin and HR.
 * Every tile and count opens the page behind it.
 */
export function LiveDashboard({ role, employeeId }: { role: Role; employeeId: string }) {
  const dates = useDateFormat();
  const summary = useDashboardSummary();
  const hide = useHideCelebrations();
  const { t, m } = useMessages();
  const M = {
    loadFailed: m('loadFailed'),
    waiting: m('waiting'),
    myRequests: m('myRequests'),
    outToday: m('outToday'),
    outThisWeek: m('outThisWeek'),
    nobodyOut: m('nobodyOut'),
    holidays: m('holidays'),
    noHolidays: m('noHolidays'),
    celebrations: m('celebrations'),
    noCelebrations: m('noCelebrations'),
    hideMine: m('hideMine'),
  };
  const data = summary.data;
  if (summary.isError)
    return (
      <Text c="red" size="sm">
        {M.loadFailed}
      </Text>
    );
  if (!data) return null;
  const outToday = peopleOutOn(data.outThisWeek, data.today);
  const outTodayIds = new Set(outToday.map((r) => r.employeeId));
  const outWeek = [...new Map(data.outThisWeek.map((r) => [r.employeeId, r])).values()];
  const staff = !isAdmin(role);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} data-testid="live-dashboard">
      {isManagerOrHr(role) && (
        <Tile title={M.waiting} to="/ApprovalMaster" testId="live-waiting">
          <Stack gap={6}>
            {KINDS.map((kind) => (
              <Count
                key={kind}
                label={t(`dashboard.kinds.${kind}`)}
                value={data.approvals[kind]}
                to="/ApprovalMaster"
                testId={`live-waiting-${kind}`}
              />
            ))}
          </Stack>
        </Tile>
      )}
      {staff && (
        <Tile title={M.myRequests} to={`/LeaveStatus/${employeeId}`} testId="live-mine">
          <Stack gap={6}>
            {KINDS.map((kind) => (
              <Count
                key={kind}
                label={t(`dashboard.kinds.${kind}`)}
                value={data.approvals.mine[kind]}
                to={ownRequestsPath(kind, employeeId)}
                testId={`live-mine-${kind}`}
              />
            ))}
          </Stack>
        </Tile>
      )}
      {data.organisation && <OrganisationTile data={data.organisation} role={role} />}
      <Tile title={`${M.outToday} (${outToday.length}) · ${M.outThisWeek} (${outWeek.length})`} to="/WhosOut" testId="live-out">
        {outWeek.length === 0 ? (
          <Text size="sm" c="dimmed">
            {M.nobodyOut}
          </Text>
        ) : (
          <Stack gap={4}>
            {outWeek.slice(0, 6).map((r) => (
              <Text key={r.employeeId} size="sm">
                {r.name}{' '}
                <Text span size="xs" c={outTodayIds.has(r.employeeId) ? 'red' : 'dimmed'}>
                  {outTodayIds.has(r.employeeId)
                    ? t('common.today')
                    : `${dates.dayLabel(r.startDate)} – ${dates.dayLabel(r.endDate)}`}
                </Text>
              </Text>
            ))}
            {outWeek.length > 6 && (
              <Text size="xs" c="dimmed">
                {t('dashboard.more', { count: outWeek.length - 6 })}
              </Text>
            )}
          </Stack>
        )}
      </Tile>
      {staff && <LeaveBalanceTile employeeId={employeeId} />}
      {staff && <WeekTile week={data.myWeek} employeeId={employeeId} />}
      <Tile title={M.holidays} to="/holidays" testId="live-holidays">
        {data.holidays.length === 0 ? (
          <Text size="sm" c="dimmed">
            {M.noHolidays}
          </Text>
        ) : (
          <Stack gap={4}>
            {data.holidays.slice(0, 4).map((h) => (
              <Group key={h.date} justify="space-between" wrap="nowrap">
                <Text size="sm">{h.holidayName}</Text>
                <Text size="xs" c="dimmed">
                  {dates.dayLabel(h.date)}
                </Text>
              </Group>
            ))}
          </Stack>
        )}
      </Tile>
      <Card withBorder radius="md" data-testid="live-celebrations">
        <Title order={5} mb="xs">
          {M.celebrations}
        </Title>
        {data.celebrations.length === 0 ? (
          <Text size="sm" c="dimmed">
            {M.noCelebrations}
          </Text>
        ) : (
          <Stack gap={4}>
            {data.celebrations.slice(0, 6).map((c) => (
              <Text key={`${c.kind}-${c.employeeId}`} size="sm">
                {c.name}{' '}
                <Text span size="xs" c="dimmed">
                  {c.kind === 'birthday' ? t('dashboard.birthday') : t('dashboard.years', { count: c.years })} ·{' '}
                  {c.date === data.today ? t('common.today') : dates.dayLabel(c.date)}
                </Text>
              </Text>
            ))}
          </Stack>
        )}
        <Switch
          mt="sm"
          size="xs"
          label={M.hideMine}
          checked={data.celebrationsHidden}
          disabled={hide.isPending}
          onChange={(e) => hide.mutate(e.currentTarget.checked)}
        />
      </Card>
    </SimpleGrid>
  );
}
