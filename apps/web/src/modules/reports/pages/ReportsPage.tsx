import '@mantine/charts/styles.css';
import { REPORT_ORGANISATION_ROLES, roleAllowed } from '@hrms/shared';
import { Stack, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/use-session';
import { PageHeader } from '../../../ui/PageHeader';
import { ApprovalsReport } from '../components/ApprovalsReport';
import { HeadcountReport } from '../components/HeadcountReport';
import { LeaveReport } from '../components/LeaveReport';
import { TimesheetReport } from '../components/TimesheetReport';

/** /reports: headcount, leave, approved hours and waiting approvals (a manager: leave and hours of their team). */
export function ReportsPage() {
  const { t } = useTranslation();
  const session = useSession();
  const organisation = roleAllowed(session?.role, REPORT_ORGANISATION_ROLES);
  return (
    <Stack gap="md">
      <PageHeader title={t('tools.reports.title')} />
      <Tabs defaultValue={organisation ? 'headcount' : 'leave'} keepMounted={false}>
        <Tabs.List mb="md">
          {organisation && <Tabs.Tab value="headcount">{t('tools.reports.tabs.headcount')}</Tabs.Tab>}
          <Tabs.Tab value="leave">{t('tools.reports.tabs.leave')}</Tabs.Tab>
          <Tabs.Tab value="time">{t('tools.reports.tabs.time')}</Tabs.Tab>
          {organisation && <Tabs.Tab value="approvals">{t('tools.reports.tabs.approvals')}</Tabs.Tab>}
        </Tabs.List>
        {organisation && (
          <Tabs.Panel value="headcount">
            <HeadcountReport />
          </Tabs.Panel>
        )}
        <Tabs.Panel value="leave">
          <LeaveReport />
        </Tabs.Panel>
        <Tabs.Panel value="time">
          <TimesheetReport />
        </Tabs.Panel>
        {organisation && (
          <Tabs.Panel value="approvals">
            <ApprovalsReport />
          </Tabs.Panel>
        )}
      </Tabs>
    </Stack>
  );
}
