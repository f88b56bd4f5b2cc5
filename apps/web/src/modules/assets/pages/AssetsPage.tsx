import { type Asset, isAdmin } from '@hrms/shared';
import { Button, Group, Modal, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, notifyError, notifySuccess } from '../../../lib/notify';
import { useDateFormat } from '../../../lib/use-date-format';
import { useSession } from '../../../lib/use-session';
import { PageHeader } from '../../../ui/PageHeader';
import { type Column, DataTable, QueryBody } from '../../../ui/records';
import { useAsset, useAssets, useAssignAsset } from '../assets.api';
import { AssetFormDialog } from '../components/AssetFormDialog';

/**
 * /assets: admins and HR keep the register (search, add, assign, return, history); everyone else sees
 * the assets they hold.
 */
export function AssetsPage() {
  const { t } = useTranslation();
  const session = useSession();
  const keeper = isAdmin(session?.role) || session?.role === 'ROLE_HR';
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search, 300);
  const query = useAssets(keeper ? { q: q || undefined } : {}, Boolean(session));
  const [editing, setEditing] = useState<Asset | 'new' | null>(null);
  const [assigning, setAssigning] = useState<Asset | null>(null);
  const [historyTag, setHistoryTag] = useState<string | null>(null);
  const assign = useAssignAsset();
  const dates = useDateFormat();

  const giveBack = (asset: Asset) =>
    assign.mutate(
      { tag: asset.tag, employeeId: null },
      { onSuccess: () => notifySuccess(t('messages.assets.returned')), onError: (e) => notifyError(errorMessage(e)) },
    );

  const columns: Column<Asset>[] = [
    { key: 'tag', header: t('assets.tag') },
    { key: 'name', header: t('assets.name') },
    { key: 'category', header: t('assets.category') },
    { key: 'serialNumber', header: t('assets.serialNumber') },
    {
      key: 'employeeId',
      header: t('assets.holder'),
      render: (a) => (a.employeeId ? `${a.employeeName} (${a.employeeId})` : t('assets.inStore')),
    },
    { key: 'since', header: t('assets.since'), render: (a) => dates.date(a.since) },
  ];

  return (
    <>
      <PageHeader
        title={keeper ? t('assets.register') : t('assets.myTitle')}
        actions={
          isAdmin(session?.role) ? (
            <Button onClick={() => setEditing('new')} data-testid="asset-add">
              {t('assets.add')}
            </Button>
          ) : null
        }
      />
      <Stack gap="md">
        {keeper ? (
          <TextInput
            label={t('assets.search')}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            maw={420}
            data-testid="asset-search"
          />
        ) : null}
        <QueryBody query={query} errorText={t('messages.assets.loadFailed')} emptyText={t('messages.assets.none')}>
          {(rows) => (
            <DataTable
              label={t('assets.register')}
              columns={columns}
              rows={rows}
              rowKey={(a) => a.tag}
              testId="assets-table"
              actions={
                keeper
                  ? (a) => (
                      <Group gap={4} wrap="nowrap">
                        {a.employeeId ? (
                          <Button
                            size="compact-xs"
                            variant="light"
                            onClick={() => giveBack(a)}
                            aria-label={`${t('assets.giveBack')} ${a.tag}`}
                          >
                            {t('assets.giveBack')}
                          </Button>
                        ) : (
                          <Button
                            size="compact-xs"
                            variant="light"
                            onClick={() => setAssigning(a)}
                            aria-label={`${t('assets.assign')} ${a.tag}`}
                          >
                            {t('assets.assign')}
                          </Button>
                        )}
                        <Button
                          size="compact-xs"
                          variant="subtle"
                          onClick={() => setHistoryTag(a.tag)}
                          aria-label={`${t('assets.history')} ${a.tag}`}
                        >
                          {t('assets.history')}
                        </Button>
                        {isAdmin(session?.role) ? (
                          <Button
                            size="compact-xs"
                            variant="subtle"
                            onClick={() => setEditing(a)}
                            aria-label={`${t('assets.edit')} ${a.tag}`}
                          >
                            {t('assets.edit')}
                          </Button>
                        ) : null}
                      </Group>
                    )
                  : undefined
              }
            />
          )}
        </QueryBody>
      </Stack>
      <AssetFormDialog asset={editing} onClose={() => setEditing(null)} />
      <AssignDialog asset={assigning} onClose={() => setAssigning(null)} />
      <HistoryDialog tag={historyTag} onClose={() => setHistoryTag(null)} />
    </>
  );
}

function AssignDialog({ asset, onClose }: { asset: Asset | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [employeeId, setEmployeeId] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const assign = useAssignAsset();
  const submit = () =>
    asset &&
    assign.mutate(
      { tag: asset.tag, employeeId: employeeId.trim() },
      {
        onSuccess: () => {
          notifySuccess(t('messages.assets.assigned'));
          setEmployeeId('');
          setFailure(null);
          onClose();
        },
        onError: (e) => setFailure(errorMessage(e)),
      },
    );
  return (
    <Modal opened={asset !== null} onClose={onClose} title={t('assets.assignTo', { tag: asset?.tag ?? '' })}>
      <Stack>
        <TextInput
          label={t('assets.employeeId')}
          value={employeeId}
          onChange={(e) => setEmployeeId(e.currentTarget.value)}
          error={failure}
          data-autofocus
          data-testid="asset-assign-employee"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('assets.cancel')}
          </Button>
          <Button onClick={submit} loading={assign.isPending} data-testid="asset-assign-submit">
            {t('assets.assign')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function HistoryDialog({ tag, onClose }: { tag: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const query = useAsset(tag);
  const dates = useDateFormat();
  return (
    <Modal opened={tag !== null} onClose={onClose} title={t('assets.historyOf', { tag: tag ?? '' })}>
      <QueryBody
        query={query}
        errorText={t('messages.assets.loadFailed')}
        emptyText={t('messages.assets.none')}
        isEmpty={(a) => a.history.length === 0}
      >
        {(asset) => (
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('assets.holder')}</Table.Th>
                <Table.Th>{t('assets.from')}</Table.Th>
                <Table.Th>{t('assets.to')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {asset.history.map((h) => (
                <Table.Tr key={`${h.employeeId}-${h.from}`}>
                  <Table.Td>
                    <Text size="sm">
                      {h.employeeName} ({h.employeeId})
                    </Text>
                  </Table.Td>
                  <Table.Td>{dates.date(h.from)}</Table.Td>
                  <Table.Td>{h.to ? dates.date(h.to) : '—'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </QueryBody>
    </Modal>
  );
}
