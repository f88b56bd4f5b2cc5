import { PAYROLL_ENGINE_MESSAGES, PT_STATE_NAMES, PT_STATE_PATTERN, type PtSlabsRecord } from '@hrms/shared';
import { Badge, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { translateMessage } from '../../../i18n';
import { BackLink } from '../../../ui/BackLink';
import { PageHeader } from '../../../ui/PageHeader';
import { type Column, DataTable, QueryBody } from '../../../ui/records';
import { PtSlabsEditor } from '../components/PtSlabsEditor';
import { useRupees } from '../components/use-rupees';
import { usePtSlabs } from '../payroll-pt-slabs.api';

/** A state not in the list yet: its two-letter code opens an empty editor. */
function AddStateForm({ known }: { known: readonly string[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      noValidate
      aria-label={t('tax.ptSlabs.addState')}
      onSubmit={(event) => {
        event.preventDefault();
        const state = code.trim().toUpperCase();
        if (!PT_STATE_PATTERN.test(state)) return setError(translateMessage(PAYROLL_ENGINE_MESSAGES.ptState));
        if (known.includes(state)) return setError(t('tax.ptSlabs.stateExists', { state }));
        setError(null);
        navigate(`/ptSlabs/${state}`);
      }}
    >
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <TextInput
          label={t('tax.ptSlabs.stateCode')}
          maxLength={2}
          w={140}
          value={code}
          error={error}
          styles={{ input: { textTransform: 'uppercase' } }}
          onChange={(event) => setCode(event.currentTarget.value)}
        />
        <Button type="submit" variant="default" mt={25}>
          {t('tax.ptSlabs.addState')}
        </Button>
      </Group>
    </form>
  );
}

/** /ptSlabs/:state? (admin): professional-tax slabs per state, the defaults until an admin saves the state's own. */
export function PtSlabsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const selected = (useParams().state ?? '').toUpperCase();
  const slabs = usePtSlabs();
  const { rupees } = useRupees();
  const describeSlab = (slab: PtSlabsRecord['slabs'][number]) => {
    const range =
      slab.to === null ? t('tax.ptSlabs.above', { from: rupees(slab.from) }) : `${rupees(slab.from)}–${rupees(slab.to)}`;
    const february =
      slab.februaryAmount === null ? '' : ` ${t('tax.ptSlabs.inFebruary', { amount: rupees(slab.februaryAmount) })}`;
    return `${range}: ${rupees(slab.amount)}${february}`;
  };
  const columns: Column<PtSlabsRecord>[] = [
    {
      key: 'state',
      header: t('tax.ptSlabs.state'),
      render: (r) => (PT_STATE_NAMES[r.state] ? `${r.state} · ${PT_STATE_NAMES[r.state]}` : r.state),
      sortValue: (r) => r.state,
      nowrap: true,
    },
    {
      key: 'custom',
      header: t('tax.ptSlabs.source'),
      render: (r) => (
        <Badge variant="light" color={r.custom ? 'teal' : 'gray'}>
          {r.custom ? t('tax.ptSlabs.own') : t('tax.ptSlabs.default')}
        </Badge>
      ),
    },
    {
      key: 'slabs',
      header: t('tax.ptSlabs.slabs'),
      render: (r) => (
        <Stack gap={0}>
          {r.slabs.map((slab) => (
            <Text key={slab.from} size="sm">
              {describeSlab(slab)}
            </Text>
          ))}
        </Stack>
      ),
    },
  ];
  const editing = selected ? slabs.data?.find((r) => r.state === selected) : undefined;
  return (
    <>
      <PageHeader title={t('tax.ptSlabs.title')} back={<BackLink to="/payRuns" label={t('pay.runs.title')} />} />
      <Stack gap="md">
        {selected && slabs.isSuccess && (
          <PtSlabsEditor
            key={selected}
            state={selected}
            stateName={PT_STATE_NAMES[selected] ?? ''}
            slabs={editing?.slabs ?? []}
            onDone={() => navigate('/ptSlabs')}
          />
        )}
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
          <Text size="sm" c="dimmed" mb="sm">
            {t('tax.ptSlabs.intro')}
          </Text>
          <QueryBody query={slabs} errorText={t('tax.ptSlabs.loadFailed')} emptyText={t('tax.ptSlabs.empty')}>
            {(rows) => (
              <Stack gap="md">
                <DataTable
                  label={t('tax.ptSlabs.tableLabel')}
                  columns={columns}
                  rows={rows}
                  rowKey={(r) => r.state}
                  minWidth={640}
                  defaultSort={{ key: 'state', direction: 'asc' }}
                  rowProps={(r) => ({ 'data-active': r.state === selected, 'aria-current': r.state === selected })}
                  actions={(r) => (
                    <Button
                      component={Link}
                      to={`/ptSlabs/${r.state}`}
                      size="xs"
                      variant="light"
                      aria-label={t('tax.ptSlabs.edit', { state: r.state })}
                    >
                      {t('common.edit')}
                    </Button>
                  )}
                />
                <AddStateForm known={rows.map((r) => r.state)} />
              </Stack>
            )}
          </QueryBody>
        </Paper>
      </Stack>
    </>
  );
}
