import { approverEndpoint } from '@hrms/shared';
import { Badge, Card, Group, SimpleGrid, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useSession } from '../../../lib/use-session';
import { BackLink } from '../../../ui/BackLink';
import { PageHeader } from '../../../ui/PageHeader';
import { useApprovalCounts } from '../approvals.api';

type HubLink = { title: string; description: string; to: string; count?: number };

/**
 * /ApprovalMaster (spec 3 §2.2): HR and managers reach the leave, attendance, profile-change and
 * timesheet approvals, each with a live count of what waits for them (one call); everyone else their
 * leave, attendance, profile-change and timesheet statuses.
 */
export function ApprovalMasterPage() {
  const session = useSession();
  const employeeId = session?.employeeId ?? '';
  const approver = approverEndpoint(session?.role) !== null;
  const counts = useApprovalCounts(Boolean(session));
  if (!session) return null;
  const role = session.role;

  const links: HubLink[] = approver
    ? [
        {
          title: 'Leave Approvals',
          description: 'Approve or reject leave requests.',
          to: `/LeaveApproval/${employeeId}/${role}`,
          count: counts.data?.leave,
        },
        {
          title: 'Attendance Approvals',
          description: 'Approve or reject attendance entries.',
          to: `/AttendanceApproval/${employeeId}/${role}`,
          count: counts.data?.attendance,
        },
        {
          title: 'Profile Change Approvals',
          description: 'Approve or reject changes to personal details.',
          to: `/ProfileDetailsApproval/${employeeId}/${role}`,
          count: counts.data?.profile,
        },
        {
          title: 'Timesheet Approvals',
          description: 'Approve or reject submitted timesheet weeks.',
          to: '/table',
          count: counts.data?.timesheet,
        },
      ]
    : [
        {
          title: 'Leave Status',
          description: 'Follow your leave requests.',
          to: `/LeaveStatus/${employeeId}`,
          count: counts.data?.mine.leave,
        },
        {
          title: 'Attendance Status',
          description: 'Follow your attendance requests.',
          to: `/AttendanceStatus/${employeeId}`,
          count: counts.data?.mine.attendance,
        },
        {
          title: 'Profile Change Status',
          description: 'Follow the changes you asked for in your personal details.',
          to: `/ProfileDetailsStatus/${employeeId}`,
          count: counts.data?.mine.profile,
        },
        {
          title: 'Timesheet Status',
          description: 'Follow the timesheet weeks you submitted.',
          to: `/entrypage/${employeeId}`,
          count: counts.data?.mine.timesheet,
        },
      ];

  return (
    <>
      <PageHeader title="Approvals" back={<BackLink to="/userdashboard" label="Dashboard" />} />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
        {links.map((link) => (
          <Card
            key={link.title}
            component={Link}
            to={link.to}
            withBorder
            shadow="xs"
            radius="md"
            padding="lg"
            style={{ textDecoration: 'none' }}
            aria-label={link.title}
          >
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text fw={600} c="blue">
                {link.title}
              </Text>
              {link.count !== undefined ? (
                <Badge
                  color={link.count ? 'yellow' : 'gray'}
                  variant="light"
                  tt="none"
                  style={{ flexShrink: 0 }}
                  data-testid={`count-${link.title}`}
                >
                  {link.count ? `${link.count} ${approver ? 'pending' : 'waiting'}` : approver ? 'None pending' : 'None waiting'}
                </Badge>
              ) : null}
            </Group>
            <Text size="sm" c="dimmed" mt={4}>
              {link.description}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </>
  );
}
