import { DESIGNATION_MESSAGES } from '@hrms/shared';
import { Divider, Paper, Select, Stack } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../lib/notify';
import { BackLink } from '../../../ui/BackLink';
import { ErrorState } from '../../../ui/ErrorState';
import { PageHeader } from '../../../ui/PageHeader';
import { DesignationForm } from '../components/DesignationForm';
import { useDesignations } from '../organization.api';

/** /designations: the existing designations in a dropdown, and a field to add a new one. */
export function DesignationsPage() {
  const designations = useDesignations();
  const [selected, setSelected] = useState<string | null>(null);
  const names = (designations.data ?? []).map((d) => d.designation);

  return (
    <Stack maw={640} mx="auto" gap="md">
      <PageHeader title="Designations" back={<BackLink to="/admindashboard" />} />
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
        <Stack gap="md">
          {designations.isError ? (
            <ErrorState
              message={errorMessage(designations.error, DESIGNATION_MESSAGES.fetchFailed)}
              onRetry={() => designations.refetch()}
            />
          ) : (
            <Select
              label="Existing designations"
              placeholder={DESIGNATION_MESSAGES.placeholder}
              description={designations.isPending ? 'Loading…' : `${names.length} designations`}
              data={names}
              value={selected}
              onChange={setSelected}
              searchable
              clearable
              nothingFoundMessage="No such designation"
              maxDropdownHeight={280}
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
