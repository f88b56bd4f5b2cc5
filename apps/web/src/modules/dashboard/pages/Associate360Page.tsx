import { Card, SimpleGrid, Skeleton, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useSession } from '../../../lib/use-session';
import { BackLink } from '../../../ui/BackLink';
import { PageHeader } from '../../../ui/PageHeader';
import { useLeaveBalance, useOpenDeliverables, useOwnOrgNode, usePaySection } from '../associate360.api';

const money = (value: string | number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }).format(Number(value));

/** A card's live line: a figure when the call answers with data, else a plain empty state. */
function Figure<T>({ query, show, empty }: { query: UseQueryResult<T>; show: (data: T) => ReactNode | null; empty: string }) {
  if (query.isPending) return <Skeleton h={18} w="70%" mt={6} />;
  const value = query.isSuccess ? show(query.data) : null;
  return (
    <Text size="sm" c={value === null ? 'dimmed' : undefined} mt={4} data-testid="card-figure">
      {value ?? empty}
    </Text>
  );
}

function Tile({ title, to, children }: { title: string; to: string; children: ReactNode }) {
  return (
    <Card
      component={Link}
      to={to}
      withBorder
      shadow="xs"
      padding="md"
      radius="md"
      style={{ textDecoration: 'none' }}
      aria-label={title}
    >
      <Text fw={600} c="blue">
        {title}
      </Text>
      {children}
    </Card>
  );
}

/** /associate360 (spec 3 §2.12): five cards, each with a live figure where the data exists. */
export function Associate360Page() {
  const session = useSession();
  const id = session?.employeeId ?? '';
  const pay = usePaySection(id);
  const leave = useLeaveBalance(id);
  const deliverables = useOpenDeliverables(id);
  const org = useOwnOrgNode(id);
  if (!session) return null;

  return (
    <>
      <PageHeader title="Associate 360" back={<BackLink to="/userdashboard" />} />
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
        <Tile title="MyPay" to={`/payrolluser/${id}`}>
          <Figure
            query={pay}
            empty="No pay details yet"
            show={(d) => {
              const net = d?.getSalaryDTO?.netPay;
              return net !== undefined && net !== null && String(net).trim() !== '' && !Number.isNaN(Number(net))
                ? `Net pay this month: ${money(net)}`
                : null;
            }}
          />
        </Tile>
        <Tile title="Leave Balance" to="/LeaveBalance">
          <Figure
            query={leave}
            empty="No leave balance yet"
            show={(rows) => {
              if (!Array.isArray(rows) || rows.length === 0) return null;
              const total = rows.reduce((sum, r) => sum + (Number(r.count) || 0), 0);
              return `${total} days available across ${rows.length} leave types`;
            }}
          />
        </Tile>
        <Tile title="Organization Chart" to={`/Organization/${id}`}>
          <Figure
            query={org}
            empty="See where you sit in the organisation"
            show={(node) =>
              node
                ? `${node.reportingManagerName ? `Reports to ${node.reportingManagerName}` : 'Top of the organisation'}${node.reports ? ` · ${node.reports} direct reports` : ''}`
                : null
            }
          />
        </Tile>
        <Tile title="Employee Performance" to={`/Deliverables/${id}`}>
          <Figure
            query={deliverables}
            empty="No performance records yet"
            show={(s) => (s.performances ? `${s.openDeliverables} open deliverables in ${s.performances} reviews` : null)}
          />
        </Tile>
        <Tile title="Employee Profile" to={`/personalDetails/${id}`}>
          <Text size="sm" c="dimmed" mt={4}>
            Your personal details
          </Text>
        </Tile>
      </SimpleGrid>
    </>
  );
}
