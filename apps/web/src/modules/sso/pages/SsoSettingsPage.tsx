import { Paper, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/use-session';
import { BackLink } from '../../../ui/BackLink';
import { PageHeader } from '../../../ui/PageHeader';
import { QueryBody } from '../../../ui/records';
import { SsoSettingsForm } from '../components/SsoSettingsForm';
import { useSsoSettings } from '../sso.api';

/** /ssoSettings: the organisation's single sign-on (OpenID Connect) settings. */
export function SsoSettingsPage() {
  const { t } = useTranslation();
  const settings = useSsoSettings();
  const session = useSession();
  return (
    <Stack maw={720} mx="auto" gap="md">
      <PageHeader title={t('tools.sso.title')} back={<BackLink to="/admindashboard" />} />
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
        <QueryBody query={settings} errorText={t('tools.sso.loadFailed')} emptyText="">
          {(data) => <SsoSettingsForm settings={data} organizationId={session?.organizationId ?? ''} />}
        </QueryBody>
      </Paper>
    </Stack>
  );
}
