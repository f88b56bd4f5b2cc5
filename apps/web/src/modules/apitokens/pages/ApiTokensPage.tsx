import type { ApiToken, ApiTokenCreated } from '@hrms/shared';
import { Badge, Button, Group, Paper, Stack, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, notifyError, notifySuccess } from '../../../lib/notify';
import { BackLink } from '../../../ui/BackLink';
import { FormattedDateTime } from '../../../ui/FormattedDate';
import { PageHeader } from '../../../ui/PageHeader';
import { type Column, ConfirmDialog, DataTable, QueryBody } from '../../../ui/records';
import { useApiTokens, useRevokeApiToken } from '../apitokens.api';
import { CreatedTokenAlert } from '../components/CreatedTokenAlert';
import { CreateTokenForm } from '../components/CreateTokenForm';

const tokenColumns = (t: TFunction): readonly Column<ApiToken>[] => [
  { key: 'name', header: t('tools.apiTokens.name'), sortValue: (token) => token.name },
  {
    key: 'scopes',
    header: t('tools.apiTokens.scopes'),
    render: (token) => (
      <Group gap={4}>
        {token.scopes.map((scope) => (
          <Badge key={scope} variant="light" size="sm" tt="none">
            {scope}
          </Badge>
        ))}
      </Group>
    ),
  },
  {
    key: 'expiresAt',
    header: t('tools.apiTokens.columns.expires'),
    nowrap: true,
    format: 'date',
    sortValue: (token) => token.expiresAt,
  },
  {
    key: 'lastUsedAt',
    header: t('tools.apiTokens.columns.lastUsed'),
    nowrap: true,
    render: (token) => (token.lastUsedAt ? <FormattedDateTime value={token.lastUsedAt} /> : t('tools.never')),
    sortValue: (token) => token.lastUsedAt ?? '',
  },
  { key: 'createdBy', header: t('tools.apiTokens.columns.createdBy'), nowrap: true },
];

/** /apiTokens: tokens for integrations — create (shown once), list with last use, revoke. */
export function ApiTokensPage() {
  const { t } = useTranslation();
  const tokens = useApiTokens();
  const revoke = useRevokeApiToken();
  const [created, setCreated] = useState<ApiTokenCreated | null>(null);
  const [revoking, setRevoking] = useState<ApiToken | null>(null);

  async function confirmRevoke() {
    if (!revoking) return;
    try {
      await revoke.mutateAsync(revoking.id);
      notifySuccess(t('tools.apiTokens.revoked', { name: revoking.name }));
    } catch (error) {
      notifyError(errorMessage(error, t('tools.apiTokens.revokeFailed')));
    } finally {
      setRevoking(null);
    }
  }

  return (
    <Stack maw={1000} mx="auto" gap="md">
      <PageHeader title={t('tools.apiTokens.title')} back={<BackLink to="/admindashboard" />} />
      {created && <CreatedTokenAlert created={created} onClose={() => setCreated(null)} />}
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
        <Title order={4} mb="sm">
          {t('tools.apiTokens.newToken')}
        </Title>
        <CreateTokenForm onCreated={setCreated} />
      </Paper>
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
        <QueryBody query={tokens} errorText={t('tools.apiTokens.loadFailed')} emptyText={t('tools.apiTokens.empty')}>
          {(rows) => (
            <DataTable
              label={t('tools.apiTokens.title')}
              columns={tokenColumns(t)}
              rows={rows}
              rowKey={(t) => t.id}
              actions={(token) => (
                <Button size="xs" color="red" variant="light" onClick={() => setRevoking(token)}>
                  {t('tools.apiTokens.revoke')}
                </Button>
              )}
            />
          )}
        </QueryBody>
      </Paper>
      <ConfirmDialog
        opened={revoking !== null}
        title={t('tools.apiTokens.revokeTitle')}
        message={t('tools.apiTokens.revokeAsk', { name: revoking?.name ?? '' })}
        confirmLabel={t('tools.apiTokens.revoke')}
        busy={revoke.isPending}
        onConfirm={confirmRevoke}
        onCancel={() => setRevoking(null)}
      />
    </Stack>
  );
}
