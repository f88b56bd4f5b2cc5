import { EMPLOYEE_MESSAGES, GENERIC_FALLBACK, isAdmin, matchRoute, type PersonalDetails, roleAllowed } from '@hrms/shared';
import { Anchor, Button, Center, Group, Loader, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { translateMessage } from '../../../i18n';
import { errorMessage, notifyError, notifySuccess } from '../../../lib/notify';
import { useSession } from '../../../lib/use-session';
import { BackLink } from '../../../ui/BackLink';
import { ErrorState } from '../../../ui/ErrorState';
import { EditIcon } from '../../../ui/icons';
import { PageHeader } from '../../../ui/PageHeader';
import { EmployeeCustomFields } from '../../customfields';
import { PersonalDetailsFormModal } from '../components/PersonalDetailsFormModal';
import { PersonalDetailsGrid } from '../components/PersonalDetailsGrid';
import { useEmployeeProfile, useUpdatePersonalDetails } from '../employee-profile.api';

/**
 * /personalDetails/{id} (spec 1 §2.5): read-only details; admins edit them in 'Add Personal Details';
 * an employee on their own record requests a change with the same form (DESIGN §8.6).
 */
export function PersonalDetailsPage() {
  const { t } = useTranslation();
  const session = useSession();
  const employeeId = useParams().employeeId ?? session?.employeeId ?? '';
  const profile = useEmployeeProfile(employeeId);
  const update = useUpdatePersonalDetails(employeeId);
  const [opened, setOpened] = useState(false);
  const failed = profile.isError;

  useEffect(() => {
    if (failed) notifyError(EMPLOYEE_MESSAGES.loadFailed);
  }, [failed]);

  if (!session) return null;
  const admin = isAdmin(session.role);
  const own = employeeId.toLowerCase() === session.employeeId.toLowerCase();
  const canRequest = !admin && own;
  const statusRoute = matchRoute(`/ProfileDetailsStatus/${employeeId}`);
  const seesStatus = canRequest && statusRoute?.roles !== 'public' && roleAllowed(session.role, statusRoute?.roles ?? []);

  async function save(details: PersonalDetails) {
    try {
      const result = await update.mutateAsync(details);
      notifySuccess(admin ? EMPLOYEE_MESSAGES.updateSuccess : (result.message ?? EMPLOYEE_MESSAGES.changeRequested));
      setOpened(false);
    } catch (error) {
      notifyError(errorMessage(error, GENERIC_FALLBACK));
      throw error;
    }
  }

  const actions = profile.data && (
    <>
      {admin && (
        <Button leftSection={<EditIcon size={16} />} onClick={() => setOpened(true)}>
          {t('common.edit')}
        </Button>
      )}
      {canRequest && <Button onClick={() => setOpened(true)}>{t('employees.personal.requestChange')}</Button>}
    </>
  );

  return (
    <>
      <PageHeader
        title={t('employees.personal.title')}
        back={<BackLink to={`/dashboard/${employeeId}`} label={t('common.previousPage')} />}
        actions={actions}
      />
      {profile.isPending && (
        <Center py="xl">
          <Loader />
        </Center>
      )}
      {failed && <ErrorState message={translateMessage(EMPLOYEE_MESSAGES.loadFailed)} onRetry={() => profile.refetch()} />}
      {profile.data && (
        <>
          <Text c="dimmed" size="sm" mb="xs" data-testid="personal-details-of">
            {`${profile.data.firstname} ${profile.data.lastname}`.trim()} · {profile.data.employeeId}
          </Text>
          <PersonalDetailsGrid profile={profile.data} />
          <EmployeeCustomFields employeeId={profile.data.employeeId} />
          {seesStatus && (
            <Group mt="md">
              <Anchor component={Link} to={`/ProfileDetailsStatus/${employeeId}`} size="sm">
                {t('employees.personal.followRequests')}
              </Anchor>
            </Group>
          )}
          {(admin || canRequest) && (
            <PersonalDetailsFormModal
              opened={opened}
              onClose={() => setOpened(false)}
              title={admin ? t('employees.personal.addTitle') : t('employees.personal.requestChange')}
              submitLabel={admin ? t('common.save') : t('employees.personal.sendRequest')}
              profile={profile.data}
              onSubmit={save}
            />
          )}
        </>
      )}
    </>
  );
}
