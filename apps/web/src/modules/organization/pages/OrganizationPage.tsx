import { DESIGNATION_MESSAGES } from '@hrms/shared';
import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../layout/PageLoader';
import { errorMessage } from '../../../lib/notify';
import { useSession } from '../../../lib/use-session';
import { BackLink } from '../../../ui/BackLink';
import { ErrorState } from '../../../ui/ErrorState';
import { PageHeader } from '../../../ui/PageHeader';
import { DateFormatSettings } from '../components/DateFormatSettings';
import { OrganizationForm } from '../components/OrganizationForm';
import { WorkflowSettings } from '../components/WorkflowSettings';
import { useDesignations, useOrganizationSettings } from '../organization.api';

/** /createorganization: the organisation settings, in create mode until first saved (spec 2 §2, §4). */
export function OrganizationPage() {
  const { t } = useTranslation();
  const session = useSession();
  const organizationId = session?.organizationId ?? '';
  const settings = useOrganizationSettings(organizationId);
  const designations = useDesignations();

  let body: ReactNode;
  if (settings.isPending || designations.isPending) body = <PageLoader />;
  else if (settings.isError) body = <ErrorState message={errorMessage(settings.error)} onRetry={() => settings.refetch()} />;
  else {
    body = (
      <Stack gap="md">
        {designations.isError && (
          <ErrorState
            message={errorMessage(designations.error, DESIGNATION_MESSAGES.fetchFailed)}
            onRetry={() => designations.refetch()}
          />
        )}
        <OrganizationForm
          // a first save switches the form to update mode with fresh values
          key={settings.data ? 'update' : 'create'}
          organizationId={organizationId}
          settings={settings.data}
          designations={(designations.data ?? []).map((d) => d.designation)}
        />
        <DateFormatSettings />
        <WorkflowSettings />
      </Stack>
    );
  }

  return (
    <Stack maw={960} mx="auto" gap={0}>
      <PageHeader title={t('organization.title')} back={<BackLink to="/admindashboard" />} />
      {body}
    </Stack>
  );
}
