import { isAdmin } from '@hrms/shared';
import { Stack, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/use-session';
import { PageHeader } from '../../../ui/PageHeader';
import { LockPanel } from '../components/LockPanel';
import { RosterGrid } from '../components/RosterGrid';
import { ShiftsPanel } from '../components/ShiftsPanel';
import { SitesPanel } from '../components/SitesPanel';

/** /timeAttendance: the roster grid (admin, HR, managers); for admins shifts and sites; the month lock (admin) and unlock (admin, HR). */
export function TimeAttendancePage() {
  const { t } = useTranslation();
  const session = useSession();
  const admin = session ? isAdmin(session.role) : false;
  const locksTab = admin || session?.role === 'ROLE_HR';
  return (
    <Stack maw={1400} mx="auto" gap="md">
      <PageHeader title={t('timeAttendance.title')} />
      <Tabs defaultValue="roster" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="roster">{t('timeAttendance.tabs.roster')}</Tabs.Tab>
          {admin && <Tabs.Tab value="shifts">{t('timeAttendance.tabs.shifts')}</Tabs.Tab>}
          {admin && <Tabs.Tab value="sites">{t('timeAttendance.tabs.sites')}</Tabs.Tab>}
          {locksTab && <Tabs.Tab value="lock">{t('timeAttendance.tabs.lock')}</Tabs.Tab>}
        </Tabs.List>
        <Tabs.Panel value="roster">
          <RosterGrid />
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
