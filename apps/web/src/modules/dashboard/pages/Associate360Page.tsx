import { Card, SimpleGrid, Skeleton, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation();
  if (!session) return null;
  const a = (key: string, values?: Record<string, unknown>) => t(`associate360.${key}`, values);
  const tile = (title: string) => t(`tiles.${title}`, { defaultValue: title });

  return (
    <>
      <PageHeader title={tile('Associate 360')} back={<BackLink to="/userdashboard" />} />
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
        <Tile title={tile('MyPay')} to={`/payrolluser/${id}`}>
          <Figure
            query={pay}
            empty={a('noPay')}
            show={(d) => {
              const net = d?.getSalaryDTO?.netPay;
              return net !== undefined && net !== null && String(net).trim() !== '' && !Number.isNaN(Number(net))
                ? a('netPay', { amount: money(net) })
                : null;
            }}
          />
        </Tile>
        <Tile title={tile('Leave Balance')} to="/LeaveBalance">
          <Figure
            query={leave}
            empty={a('noLeaveBalance')}
            show={(rows) => {
              if (!Array.isArray(rows) || rows.length === 0) return null;
              const total = rows.reduce((sum, r) => sum + (Number(r.count) || 0), 0);
              return a('daysAvailable', { days: total, types: rows.length });
            }}
          />
        </Tile>
        <Tile title={tile('Organization Chart')} to={`/Organization/${id}`}>
          <Figure
            query={org}
            empty={a('orgChartHint')}
            show={(node) =>
              node
                ? `${node.reportingManagerName ? a('reportsTo', { name: node.reportingManagerName }) : a('topOfOrganisation')}${node.reports ? ` · ${a('directReports', { count: node.reports })}` : ''}`
                : null
            }
          />
        </Tile>
        <Tile title={tile('Employee Performance')} to={`/Deliverables/${id}`}>
          <Figure
            query={deliverables}
            empty={a('noPerformance')}
            show={(s) => (s.performances ? a('openDeliverables', { open: s.openDeliverables, reviews: s.performances }) : null)}
          />
        </Tile>
        <Tile title={tile('Employee Profile')} to={`/personalDetails/${id}`}>
          <Text size="sm" c="dimmed" mt={4}>
            {a('personalDetails')}
          </Text>
        </Tile>
      </SimpleGrid>
    </>
  );
}
