import { isAdmin } from '@hrms/shared';
import { Stack, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSession } from '../../../lib/use-session';
import { PageHeader } from '../../../ui/PageHeader';
import { LockPanel } from '../components/LockPanel';
import { RosterGrid } from '../components/RosterGrid';
import { ShiftsPanel } from '../components/ShiftsPanel';
import { SitesPanel } from '../components/SitesPanel';
import { TeamCalendar } from '../components/TeamCalendar';

const TABS = ['roster', 'calendar', 'shifts', 'sites', 'lock'] as const;

/**
 * /timeAttendance: the team calendar and the roster grid (admin, HR, managers); for admins shifts and
 * sites; the month lock (admin) and unlock (admin, HR). `?tab=` opens a tab.
 */
export function TimeAttendancePage() {
  const { t } = useTranslation();
  const session = useSession();
  const admin = session ? isAdmin(session.role) : false;
  const locksTab = admin || session?.role === 'ROLE_HR';
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab = TABS.find((name) => name === asked) ?? 'roster';
  return (
    <Stack maw={1400} mx="auto" gap="md">
      <PageHeader title={t('timeAttendance.title')} />
      <Tabs value={tab} onChange={(v) => setParams(v ? { tab: v } : {}, { replace: true })} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="roster">{t('timeAttendance.tabs.roster')}</Tabs.Tab>
          <Tabs.Tab value="calendar">{t('timeAttendance.tabs.calendar')}</Tabs.Tab>
          {admin && <Tabs.Tab value="shifts">{t('timeAttendance.tabs.shifts')}</Tabs.Tab>}
          {admin && <Tabs.Tab value="sites">{t('timeAttendance.tabs.sites')}</Tabs.Tab>}
          {locksTab && <Tabs.Tab value="lock">{t('timeAttendance.tabs.lock')}</Tabs.Tab>}
        </Tabs.List>
        <Tabs.Panel value="roster">
          <RosterGrid />
        </Tabs.Panel>
        <Tabs.Panel value="calendar">
          <TeamCalendar />
        </Tabs.Panel>
        {admin && (
          <>
            <Tabs.Panel value="shifts">
              <ShiftsPanel />
            </Tabs.Panel>
            <Tabs.Panel value="sites">
              <SitesPanel />
            </Tabs.Panel>
          </>
        )}
        {locksTab && (
          <Tabs.Panel value="lock">
            <LockPanel />
          </Tabs.Panel>
        )}
      </Tabs>
    </Stack>
  );
}
