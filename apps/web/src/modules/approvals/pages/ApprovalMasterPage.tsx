import { approverEndpoint } from '@hrms/shared';
import { Badge, Card, Group, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../../lib/use-session';
import { BackLink } from '../../../ui/BackLink';
import { PageHeader } from '../../../ui/PageHeader';
import { useApprovalCounts } from '../approvals.api';
import type { HubKey } from '../hub-keys';

type HubLink = { key: HubKey; to: string; count?: number };

/**
 * /ApprovalMaster (spec 3 §2.2): HR and managers reach the leave, attendance, profile-change and
 * timesheet approvals, each with a live count of what waits for them (one call); everyone else their
 * leave, attendance, profile-change and timesheet statuses.
 */
export function ApprovalMasterPage() {
  const { t } = useTranslation();
  const session = useSession();
  const employeeId = session?.employeeId ?? '';
  const approver = approverEndpoint(session?.role) !== null;
  const counts = useApprovalCounts(Boolean(session));
  if (!session) return null;
  const role = session.role;

  const links: HubLink[] = approver
    ? [
        { key: 'leaveApprovals', to: `/LeaveApproval/${employeeId}/${role}`, count: counts.data?.leave },
        { key: 'attendanceApprovals', to: `/AttendanceApproval/${employeeId}/${role}`, count: counts.data?.attendance },
        { key: 'profileApprovals', to: `/ProfileDetailsApproval/${employeeId}/${role}`, count: counts.data?.profile },
        { key: 'timesheetApprovals', to: '/table', count: counts.data?.timesheet },
        { key: 'expenseApprovals', to: '/expenses?view=queue', count: counts.data?.expense },
        { key: 'exitApprovals', to: '/exits', count: counts.data?.exit },
        { key: 'shiftSwapApprovals', to: '/shiftSwaps?view=awaiting', count: counts.data?.shiftSwap },
        // tax proofs are decided by HR alone
        ...(role === 'ROLE_HR' ? [{ key: 'taxProofApprovals' as const, to: '/taxProofs', count: counts.data?.taxProof }] : []),
      ]
    : [
        { key: 'leaveStatus', to: `/LeaveStatus/${employeeId}`, count: counts.data?.mine.leave },
        { key: 'attendanceStatus', to: `/AttendanceStatus/${employeeId}`, count: counts.data?.mine.attendance },
        { key: 'profileStatus', to: `/ProfileDetailsStatus/${employeeId}`, count: counts.data?.mine.profile },
        { key: 'timesheetStatus', to: `/entrypage/${employeeId}`, count: counts.data?.mine.timesheet },
        { key: 'expenseStatus', to: '/expenses', count: counts.data?.mine.expense },
        { key: 'exitStatus', to: '/exits', count: counts.data?.mine.exit },
        { key: 'shiftSwapStatus', to: '/shiftSwaps', count: counts.data?.mine.shiftSwap },
        { key: 'taxProofStatus', to: `/myTax/${employeeId}`, count: counts.data?.mine.taxProof },
      ];
  const countText = (count: number) => {
    if (approver) return count ? t('approvals.pending', { count }) : t('approvals.nonePending');
    return count ? t('approvals.waiting', { count }) : t('approvals.noneWaiting');
  };

  return (
    <>
      <PageHeader title={t('approvals.title')} back={<BackLink to="/userdashboard" label={t('shell.dashboard')} />} />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
        {links.map((link) => (
          <Card
            key={link.key}
            component={Link}
            to={link.to}
            withBorder
            shadow="xs"
            radius="md"
            padding="lg"
            style={{ textDecoration: 'none' }}
            aria-label={t(`approvals.${link.key}`)}
          >
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text fw={600} c="blue">
                {t(`approvals.${link.key}`)}
              </Text>
              {link.count !== undefined ? (
                <Badge
                  color={link.count ? 'yellow' : 'gray'}
                  variant="light"
                  tt="none"
                  style={{ flexShrink: 0 }}
                  data-testid={`count-${t(`approvals.${link.key}`, { lng: 'en' })}`}
                >
                  {countText(link.count)}
                </Badge>
              ) : null}
            </Group>
            <Text size="sm" c="dimmed" mt={4}>
              {t(`approvals.${link.key}Text`)}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </>
  );
}
