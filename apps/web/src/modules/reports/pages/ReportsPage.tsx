import '@mantine/charts/styles.css';
import { REPORTS_MESSAGES as M, REPORT_ORGANISATION_ROLES, roleAllowed } from '@hrms/shared';
import { Stack, Tabs } from '@mantine/core';
import { useSession } from '../../../lib/use-session';
import { PageHeader } from '../../../ui/PageHeader';
import { ApprovalsReport } from '../components/ApprovalsReport';
import { HeadcountReport } from '../components/HeadcountReport';
import { LeaveReport } from '../components/LeaveReport';
import { TimesheetReport } from '../components/TimesheetReport';

/** /reports: headcount, leave, approved hours and waiting approvals (a manager: leave and hours of their team). */
export function ReportsPage() {
  const session = useSession();
  const organisation = roleAllowed(session?.role, REPORT_ORGANISATION_ROLES);
  return (
    <Stack gap="md">
      <PageHeader title={M.title} />
      <Tabs defaultValue={organisation ? 'headcount' : 'leave'} keepMounted={false}>
        <Tabs.List mb="md">
          {organisation && <Tabs.Tab value="headcount">Headcount</Tabs.Tab>}
          <Tabs.Tab value="leave">Leave</Tabs.Tab>
          <Tabs.Tab value="time">Time</Tabs.Tab>
          {organisation && <Tabs.Tab value="approvals">Approvals</Tabs.Tab>}
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
