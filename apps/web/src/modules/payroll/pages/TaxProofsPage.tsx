import { financialYearOf, isAdmin, type TaxProof, todayIso } from '@hrms/shared';
import { Anchor, Button, Group, Modal, Paper, Select, Stack, Switch, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage, notifyError, notifySuccess } from '../../../lib/notify';
import { useDateFormat } from '../../../lib/use-date-format';
import { useSession } from '../../../lib/use-session';
import { DateField } from '../../../ui/DateField';
import { PageHeader } from '../../../ui/PageHeader';
import { type Column, QueryBody } from '../../../ui/records';
import { ProofTable, proofFileColumn } from '../components/TaxProofs';
import { useDecideProof, useDeclarationWindow, useProofQueue, useSaveWindow } from '../payroll-tax.api';

type Decision = { proof: TaxProof; verdict: 'approve' | 'reject' };

/** /taxProofs: HR decides their people's tax proofs; admins open and close the declaration window. */
export function TaxProofsPage() {
  const { t } = useTranslation();
  const session = useSession();
  const admin = isAdmin(session?.role);
  return (
    <>
      <PageHeader title={t('tax.queue.title')} />
      <Stack gap="md">
        {admin && <WindowCard />}
        {session?.role === 'ROLE_HR' && <ProofQueue />}
      </Stack>
    </>
  );
}

function ProofQueue() {
  const { t } = useTranslation();
  const queue = useProofQueue();
  const decide = useDecideProof();
  const dates = useDateFormat();
  const [decision, setDecision] = useState<Decision | null>(null);
  const [comments, setComments] = useState('');
  const confirm = () => {
    if (!decision || !comments.trim()) return;
    decide.mutate(
      { id: decision.proof.id, verdict: decision.verdict, comments },
      {
        onSuccess: (result) => {
          notifySuccess(result.message);
          setDecision(null);
          setComments('');
        },
        onError: (error) => notifyError(errorMessage(error, t('tax.queue.decideFailed'))),
      },
    );
  };
  const columns: Column<TaxProof>[] = [
    {
      key: 'name',
      header: t('tax.queue.person'),
      render: (p) => (
        <Anchor component={Link} to={`/myTax/${encodeURIComponent(p.employeeId)}`}>
          {p.name} ({p.employeeId})
        </Anchor>
      ),
    },
    { key: 'section', header: t('tax.proofs.section'), render: (p) => `${t(`tax.sections.${p.section}`)} · ${p.fy}` },
    proofFileColumn(t),
    { key: 'filed', header: t('tax.queue.filed'), render: (p) => dates.date(p.createdAt.slice(0, 10)), nowrap: true },
    {
      key: 'actions',
      header: t('tax.queue.decision'),
      render: (p) => (
        <Group gap="xs" wrap="nowrap">
          <Button size="compact-sm" color="green" onClick={() => setDecision({ proof: p, verdict: 'approve' })}>
            {t('tax.queue.approve')}
          </Button>
          <Button size="compact-sm" color="red" variant="light" onClick={() => setDecision({ proof: p, verdict: 'reject' })}>
            {t('tax.queue.reject')}
          </Button>
        </Group>
      ),
    },
  ];
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <ProofTable
        query={queue}
        columns={columns}
        label={t('tax.queue.title')}
        errorText={t('tax.queue.loadFailed')}
        emptyText={t('tax.queue.empty')}
        testId="proof-queue"
      />
      <Modal
        opened={decision !== null}
        onClose={() => setDecision(null)}
        title={decision?.verdict === 'reject' ? t('tax.queue.reject') : t('tax.queue.approve')}
      >
        <Stack gap="sm">
          <Textarea
            label={t('tax.queue.comments')}
            required
            value={comments}
            onChange={(event) => setComments(event.currentTarget.value)}
            data-testid="proof-comments"
          />
          <Group justify="flex-end">
            <Button onClick={confirm} loading={decide.isPending} disabled={!comments.trim()} data-testid="proof-confirm">
              {decision?.verdict === 'reject' ? t('tax.queue.reject') : t('tax.queue.approve')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}

function WindowCard() {
  const { t } = useTranslation();
  const [fy, setFy] = useState(() => financialYearOf(todayIso().slice(0, 7)));
  const current = useDeclarationWindow(fy);
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Title order={2} size="h4">
          {t('tax.window.title')}
        </Title>
        <Select
          aria-label={t('tax.year')}
          data={[-1, 0, 1].map((shift) => {
            const start = Number(fy.slice(0, 4)) + shift;
            const value = `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
            return { value, label: t('tax.fy', { fy: value }) };
          })}
          value={fy}
          onChange={(value) => value && setFy(value)}
          allowDeselect={false}
          w={160}
        />
      </Group>
      <QueryBody query={current} errorText={t('tax.window.loadFailed')} emptyText="">
        {(record) => <WindowForm key={`${record.fy}/${record.open}/${record.proofsDue}`} {...record} />}
      </QueryBody>
    </Paper>
  );
}

function WindowForm(props: { fy: string; open: boolean; proofsDue: string | null }) {
  const { t } = useTranslation();
  const save = useSaveWindow();
  const [open, setOpen] = useState(props.open);
  const [proofsDue, setProofsDue] = useState(props.proofsDue ?? '');
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    save.mutate(
      { fy: props.fy, open, proofsDue: proofsDue || null },
      {
        onSuccess: () => notifySuccess(t('tax.window.saved')),
        onError: (error) => notifyError(errorMessage(error, t('tax.window.saveFailed'))),
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate aria-label={t('tax.window.title')}>
      <Group align="flex-end" gap="md" wrap="wrap">
        <Switch
          label={t('tax.window.open')}
          checked={open}
          onChange={(event) => setOpen(event.currentTarget.checked)}
          data-testid="window-open"
        />
        <DateField label={t('tax.window.proofsDue')} value={proofsDue} onChange={setProofsDue} clearable w={200} />
        <Button type="submit" loading={save.isPending} data-testid="window-save">
          {t('tax.window.save')}
        </Button>
      </Group>
    </form>
  );
}
