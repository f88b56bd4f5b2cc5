import type { ApiToken, ApiTokenCreated } from '@hrms/shared';
import { Badge, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { errorMessage, notifyError, notifySuccess } from '../../../lib/notify';
import { BackLink } from '../../../ui/BackLink';
import { FormattedDateTime } from '../../../ui/FormattedDate';
import { PageHeader } from '../../../ui/PageHeader';
import { type Column, ConfirmDialog, DataTable, QueryBody } from '../../../ui/records';
import { useApiTokens, useRevokeApiToken } from '../apitokens.api';
import { CreatedTokenAlert } from '../components/CreatedTokenAlert';
import { CreateTokenForm } from '../components/CreateTokenForm';

const COLUMNS: readonly Column<ApiToken>[] = [
  { key: 'name', header: 'Name', sortValue: (t) => t.name },
  {
    key: 'scopes',
    header: 'Scopes',
    render: (t) => (
      <Group gap={4}>
        {t.scopes.map((scope) => (
          <Badge key={scope} variant="light" size="sm" tt="none">
            {scope}
          </Badge>
        ))}
      </Group>
    ),
  },
  {
    key: 'expiresAt',
    header: 'Expires',
    nowrap: true,
    format: 'date',
    sortValue: (t) => t.expiresAt,
  },
  {
    key: 'lastUsedAt',
    header: 'Last used',
    nowrap: true,
    render: (t) => (t.lastUsedAt ? <FormattedDateTime value={t.lastUsedAt} /> : 'Never'),
    sortValue: (t) => t.lastUsedAt ?? '',
  },
  { key: 'createdBy', header: 'Created by', nowrap: true },
];

/** /apiTokens: tokens for integrations — create (shown once), list with last use, revoke. */
export function ApiTokensPage() {
  const tokens = useApiTokens();
  const revoke = useRevokeApiToken();
  const [created, setCreated] = useState<ApiTokenCreated | null>(null);
  const [revoking, setRevoking] = useState<ApiToken | null>(null);

  async function confirmRevoke() {
    if (!revoking) return;
    try {
      await revoke.mutateAsync(revoking.id);
      notifySuccess(`Token "${revoking.name}" revoked.`);
    } catch (error) {
      notifyError(errorMessage(error, 'The token could not be revoked.'));
    } finally {
      setRevoking(null);
    }
  }

  return (
    <Stack maw={1000} mx="auto" gap="md">
      <PageHeader title="API tokens" back={<BackLink to="/admindashboard" />} />
      {created && <CreatedTokenAlert created={created} onClose={() => setCreated(null)} />}
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
        <Title order={4} mb="sm">
          New token
        </Title>
        <CreateTokenForm onCreated={setCreated} />
      </Paper>
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
        <QueryBody query={tokens} errorText="The API tokens could not be loaded." emptyText="No API tokens yet.">
          {(rows) => (
            <DataTable
              label="API tokens"
              columns={COLUMNS}
              rows={rows}
              rowKey={(t) => t.id}
              actions={(t) => (
                <Button size="xs" color="red" variant="light" onClick={() => setRevoking(t)}>
                  Revoke
                </Button>
              )}
            />
          )}
        </QueryBody>
      </Paper>
      <ConfirmDialog
        opened={revoking !== null}
        title="Revoke API token"
        message={`Revoke "${revoking?.name ?? ''}"? Integrations using it stop working at once.`}
        confirmLabel="Revoke"
        busy={revoke.isPending}
        onConfirm={confirmRevoke}
        onCancel={() => setRevoking(null)}
      />
    </Stack>
  );
}
