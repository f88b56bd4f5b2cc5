import { DESIGNATION_MESSAGES } from '@hrms/shared';
import { Divider, Paper, Select, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/notify';
import { BackLink } from '../../../ui/BackLink';
import { ErrorState } from '../../../ui/ErrorState';
import { PageHeader } from '../../../ui/PageHeader';
import { DesignationForm } from '../components/DesignationForm';
import { useDesignations } from '../organization.api';

/** /designations: the existing designations in a dropdown, and a field to add a new one. */
export function DesignationsPage() {
  const { t } = useTranslation();
  const designations = useDesignations();
  const [selected, setSelected] = useState<string | null>(null);
  const names = (designations.data ?? []).map((d) => d.designation);

  return (
    <Stack maw={640} mx="auto" gap="md">
      <PageHeader title={t('designations.title')} back={<BackLink to="/admindashboard" />} />
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
        <Stack gap="md">
          {designations.isError ? (
            <ErrorState
              message={errorMessage(designations.error, DESIGNATION_MESSAGES.fetchFailed)}
              onRetry={() => designations.refetch()}
            />
          ) : (
            <Select
              label={t('designations.existing')}
              placeholder={t('messages.designations.placeholder')}
              description={designations.isPending ? t('shell.loading') : t('designations.count', { count: names.length })}
              data={names}
              value={selected}
              onChange={setSelected}
              searchable
              clearable
              nothingFoundMessage={t('designations.noSuch')}
              disabled={designations.isPending}
            />
          )}
          <Divider />
          <DesignationForm onAdded={setSelected} />
        </Stack>
      </Paper>
    </Stack>
  );
}
