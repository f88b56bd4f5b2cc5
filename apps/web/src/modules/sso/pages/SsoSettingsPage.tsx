import { Paper, Stack } from '@mantine/core';
import { useSession } from '../../../lib/use-session';
import { BackLink } from '../../../ui/BackLink';
import { PageHeader } from '../../../ui/PageHeader';
import { QueryBody } from '../../../ui/records';
import { SsoSettingsForm } from '../components/SsoSettingsForm';
import { useSsoSettings } from '../sso.api';

/** /ssoSettings: the organisation's single sign-on (OpenID Connect) settings. */
export function SsoSettingsPage() {
  const settings = useSsoSettings();
  const session = useSession();
  return (
    <Stack maw={720} mx="auto" gap="md">
      <PageHeader title="Single sign-on" back={<BackLink to="/admindashboard" />} />
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
        <QueryBody query={settings} errorText="The single sign-on settings could not be loaded." emptyText="">
          {(data) => <SsoSettingsForm settings={data} organizationId={session?.organizationId ?? ''} />}
        </QueryBody>
      </Paper>
    </Stack>
  );
}
