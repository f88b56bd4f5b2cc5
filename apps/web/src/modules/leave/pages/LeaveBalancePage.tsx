import { LEAVE_STATUS_PAGE_SIZE, leaveTypeLabel } from '@hrms/shared';
import { Anchor, Button, Paper, Stack, Table, Text, Title, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { errorMessage } from '../../../lib/notify';
import { useSession } from '../../../lib/use-session';
import { BackLink } from '../../../ui/BackLink';
import { PageHeader } from '../../../ui/PageHeader';
import { QueryBody } from '../../../ui/records';
import { LeaveRequestsTable } from '../components/LeaveRequestsTable';
import { LedgerDialog } from '../components/LedgerDialog';
import { useLeaveBalance, useLeaveRequests } from '../leave.api';

/**
 * /LeaveBalance (spec 3 §2.7): the Leave Balance table (types as columns, one Count row) and the Leaves
 * Status table, 5 per page. A count opens the ledger movements behind it. Managers and HR may look at a
 * reportee with ?employeeId= (the server decides who may see whom).
 */
export function LeaveBalancePage() {
  const session = useSession();
  const [search] = useSearchParams();
  const own = session?.employeeId ?? '';
  const employeeId = search.get('employeeId') || own;
  const balance = useLeaveBalance(employeeId);
  const requests = useLeaveRequests(employeeId === own ? own : '');
  const [ledgerType, setLedgerType] = useState<string | null>(null);
  const phone = useMediaQuery('(max-width: 48em)');
  const { t } = useTranslation();
  const typeName = (type: string) => t(`leaveTypes.${type}`, { defaultValue: leaveTypeLabel(type) });
  const countButton = (r: { leaveType: string; count: number }) => (
    <UnstyledButton
      onClick={() => setLedgerType(r.leaveType)}
      aria-label={t('leave.countLabel', { type: typeName(r.leaveType), count: r.count })}
    >
      <Anchor component="span">{r.count}</Anchor>
    </UnstyledButton>
  );

  return (
    <>
      <PageHeader
        title={employeeId === own ? t('leave.balanceTitle') : t('leave.balanceOf', { employeeId })}
        back={
          employeeId === own ? (
            <BackLink to="/userdashboard" label={t('shell.dashboard')} />
          ) : (
            <BackLink to="/ApprovalMaster" label={t('leave.approvals')} />
          )
        }
        actions={
          employeeId === own ? (
            <Button component={Link} to="/LeaveRequest">
              {t('dashboard.applyLeave')}
            </Button>
          ) : null
        }
      />
      <Stack gap="lg">
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
          <Title order={4} mb="sm">
            {t('leave.balanceTitle')}
          </Title>
          <QueryBody query={balance} errorText={t('messages.leave.loadFailed')} emptyText={t('messages.leave.noBalance')}>
            {(rows) => (
              <>
                {phone ? (
                  // On a phone the types run down the page (one row each) instead of off its edge.
                  <Table withTableBorder aria-label={t('leave.balanceTitle')} data-testid="leave-balance">
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>{t('leave.columns.leaveType')}</Table.Th>
                        <Table.Th>{t('leave.columns.count')}</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {rows.map((r) => (
                        <Table.Tr key={r.leaveType}>
                          <Table.Td>{typeName(r.leaveType)}</Table.Td>
                          <Table.Td data-testid={`balance-${r.leaveType}`}>{countButton(r)}</Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                ) : (
                  <Table.ScrollContainer minWidth={Math.max(400, rows.length * 110)}>
                    <Table withTableBorder withColumnBorders aria-label={t('leave.balanceTitle')} data-testid="leave-balance">
                      <Table.Thead>
                        <Table.Tr>
                          <Table.Th>{t('leave.columns.leaveType')}</Table.Th>
                          {rows.map((r) => (
                            <Table.Th key={r.leaveType} style={{ whiteSpace: 'nowrap' }}>
                              {typeName(r.leaveType)}
                            </Table.Th>
                          ))}
                        </Table.Tr>
                      </Table.Thead>
                      <Table.Tbody>
                        <Table.Tr>
                          <Table.Td fw={600}>{t('leave.columns.count')}</Table.Td>
                          {rows.map((r) => (
                            <Table.Td key={r.leaveType} data-testid={`balance-${r.leaveType}`}>
                              {countButton(r)}
                            </Table.Td>
                          ))}
                        </Table.Tr>
                      </Table.Tbody>
                    </Table>
                  </Table.ScrollContainer>
                )}
                <Text size="xs" c="dimmed" mt={4}>
                  {t('leave.balanceHelp')}
                </Text>
              </>
            )}
          </QueryBody>
        </Paper>
        {employeeId === own && (
          <LeaveRequestsTable
            title={t('leave.leavesStatus')}
            testId="leaves-status"
            rows={requests.data ?? []}
            pageSize={LEAVE_STATUS_PAGE_SIZE}
            loading={requests.isPending && Boolean(own)}
            error={requests.isError ? errorMessage(requests.error) : null}
            onRetry={() => requests.refetch()}
            emptyText={t('messages.leave.noResults')}
          />
        )}
      </Stack>
      <LedgerDialog employeeId={employeeId} leaveType={ledgerType} onClose={() => setLedgerType(null)} />
    </>
  );
}
