import { isAdmin, matchRoute, PROFILE_DASHBOARD_MESSAGES, roleAllowed, SAMPLE_PROFILE_DASHBOARD } from '@hrms/shared';
import { Alert, Badge, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { translateMessage } from '../../../i18n';
import { notifyError } from '../../../lib/notify';
import { useSession } from '../../../lib/use-session';
import { BackLink } from '../../../ui/BackLink';
import { PageHeader } from '../../../ui/PageHeader';
import { PersonAssets } from '../../assets';
import { ProfileHeaderCard } from '../components/ProfileHeaderCard';
import { ProfileSummaryCards } from '../components/ProfileSummaryCards';
import { ProfileTabs } from '../components/ProfileTabs';
import { useProfileDashboard } from '../employee-profile.api';

/** /dashboard/{employeeId}: the profile home with its tabs and summary cards (spec 1 §2.4). */
export function ProfileDashboardPage() {
  const { t } = useTranslation();
  const session = useSession();
  const params = useParams();
  const employeeId = params.employeeId || session?.employeeId || '';
  const dashboard = useProfileDashboard(employeeId);
  const failed = dashboard.isError;

  useEffect(() => {
    if (failed) notifyError(PROFILE_DASHBOARD_MESSAGES.loadFailed);
  }, [failed]);

  if (!session) return null;
  const role = session.role;
  const admin = isAdmin(role);
  const seesTeam = role === 'ROLE_HR' || role === 'ROLE_MANAGER';
  const reportsRoute = matchRoute('/EmployeeReports');
  const seesReports =
    role !== 'ROLE_EMPLOYEE' &&
    reportsRoute !== undefined &&
    reportsRoute.roles !== 'public' &&
    roleAllowed(role, reportsRoute.roles);

  const header = (
    <PageHeader
      title={t('employees.profile.home')}
      back={<BackLink to={admin ? '/allEmployee' : '/userdashboard'} />}
      actions={
        <>
          {seesTeam && (
            <Button component={Link} to="/ManagerEmployee" variant="light" size="sm">
              {t('employees.profile.viewMyReportees')}
            </Button>
          )}
          {seesReports && (
            <Button component={Link} to="/EmployeeReports" variant="default" size="sm">
              {t('employees.profile.seeMyReportees')}
            </Button>
          )}
        </>
      }
    />
  );

  if (dashboard.isPending) {
    return (
      <>
        {header}
        <Center py="xl">
          <Stack align="center" gap="xs">
            <Loader />
            <Text c="dimmed">{translateMessage(PROFILE_DASHBOARD_MESSAGES.loading)}</Text>
          </Stack>
        </Center>
      </>
    );
  }

  const data = dashboard.data ?? SAMPLE_PROFILE_DASHBOARD;
  const person = data.employeeProfileDetails;
  const body = (
    <Stack gap="md">
      <ProfileHeaderCard
        employeeId={failed ? (person?.employeeId ?? employeeId) : employeeId}
        organizationId={session.organizationId}
        prefix={person?.prefix ?? ''}
        firstname={person?.firstname ?? employeeId}
        designation={data.currentExperienceDetails?.designation ?? ''}
        canUpload={!admin}
        sample={failed}
      />
      <ProfileTabs employeeId={employeeId} />
      <ProfileSummaryCards data={data} employeeId={employeeId} />
      {failed ? null : <PersonAssets employeeId={employeeId} />}
    </Stack>
  );

  return (
    <>
      {header}
      {failed ? (
        <Stack gap="sm" data-testid="sample-data">
          <Alert color="yellow" title={<Badge color="yellow">{translateMessage(PROFILE_DASHBOARD_MESSAGES.sampleLabel)}</Badge>}>
            {translateMessage(PROFILE_DASHBOARD_MESSAGES.sampleNotice)}
          </Alert>
          <div style={{ opacity: 0.75 }}>{body}</div>
        </Stack>
      ) : (
        body
      )}
    </>
  );
}
