import { Paper, Stack, Switch, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage, notifyError, notifySuccess } from '../../../lib/notify';
import { useApprovalSettings, useLeaveSettings, useSaveApprovalSettings, useSaveLeaveSettings } from '../organization.api';

/** Where the organisation relaxes the spec's rules (BEYOND §B9): the approval comment, leave in working days. */
export function WorkflowSettings() {
  const { t } = useTranslation();
  const approval = useApprovalSettings();
  const saveApproval = useSaveApprovalSettings();
  const leave = useLeaveSettings();
  const saveLeave = useSaveLeaveSettings();
  if (!approval.data || !leave.data) return null;

  const saved = (promise: Promise<unknown>) =>
    promise.then(() => notifySuccess(t('organization.workflow.saved'))).catch((error) => notifyError(errorMessage(error)));

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} data-testid="workflow-settings">
      <Title order={4} mb="sm">
        {t('organization.workflow.title')}
      </Title>
      <Stack gap="md">
        <Switch
          label={t('organization.workflow.commentRequired')}
          description={t('organization.workflow.commentRequiredHint')}
          checked={approval.data.commentRequired}
          disabled={saveApproval.isPending}
          onChange={(event) => saved(saveApproval.mutateAsync({ commentRequired: event.currentTarget.checked }))}
        />
        <Switch
          label={t('organization.workflow.countWorkingDays')}
          description={t('organization.workflow.countWorkingDaysHint')}
          checked={leave.data.countWorkingDays}
          disabled={saveLeave.isPending}
          onChange={(event) => saved(saveLeave.mutateAsync({ countWorkingDays: event.currentTarget.checked }))}
        />
      </Stack>
    </Paper>
  );
}
