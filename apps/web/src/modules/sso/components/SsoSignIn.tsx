import { SSO_LOGIN_TEXT, SSO_MESSAGES, type SsoOptions } from '@hrms/shared';
import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { refreshSession } from '../../../lib/api-client';
import { findSsoOptions, ssoStartUrl } from '../sso.login';

type SsoButton = Extract<SsoOptions, { organizationId: string }>;

const isReason = (value: string | null): value is keyof typeof SSO_MESSAGES => value !== null && value in SSO_MESSAGES;

/**
 * The login page's single sign-on part: the "Sign in with …" button once the organisation is known (from
 * `?organizationId=`, or the user id or e-mail typed), the message of a refused sign-in, and the finish of
 * a successful one (the session is taken from the refresh cookie the callback set). It sits below the
 * password form: appearing there while the user id is typed, it moves none of the form's controls.
 */
export function SsoSignIn({ typed }: { typed: string }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const organizationId = params.get('organizationId');
  const reason = params.get('ssoError');
  const [options, setOptions] = useState<SsoOptions | null>(null);
  // a mail domain several organisations share: the person names theirs, and its button is looked up
  const [typedOrganization, setTypedOrganization] = useState('');
  const [chosen, setChosen] = useState<SsoButton | null>(null);
  const [finishFailed, setFinishFailed] = useState(false);

  useEffect(() => {
    if (params.get('sso') !== 'done') return;
    refreshSession().then((ok) => setFinishFailed(!ok));
  }, [params]);

  useEffect(() => {
    const query = organizationId ? { organizationId } : typed.trim().length >= 3 ? { email: typed.trim() } : null;
    if (!query) return setOptions(null);
    const timer = setTimeout(() => {
      findSsoOptions(query)
        .then(setOptions)
        .catch(() => setOptions(null));
    }, 300);
    return () => clearTimeout(timer);
  }, [organizationId, typed]);

  const askOrganization = options !== null && 'organizationRequired' in options;
  useEffect(() => {
    const organization = typedOrganization.trim();
    if (!askOrganization || organization.length < 2) return setChosen(null);
    const timer = setTimeout(() => {
      findSsoOptions({ organizationId: organization })
        .then((answer) => setChosen(answer && 'organizationId' in answer ? answer : null))
        .catch(() => setChosen(null));
    }, 300);
    return () => clearTimeout(timer);
  }, [askOrganization, typedOrganization]);

  // the login page carries only the shell's English: the English of these comes from the shared constants
  const message = (key: keyof typeof SSO_MESSAGES) => t(`messages.sso.${key}`, { defaultValue: SSO_MESSAGES[key] });
  const failure = finishFailed ? message('invalidCallback') : isReason(reason) ? message(reason) : null;
  const button = options && 'organizationId' in options ? options : chosen;
  if (!options && !failure) return null;
  return (
    <Stack gap="sm" mt="md">
      {failure && (
        <Alert color="red" role="alert" data-testid="sso-error">
          {failure}
        </Alert>
      )}
      {askOrganization && (
        <>
          <Text size="sm" data-testid="sso-organization-required">
            {t('tools.sso.organizationRequired', { defaultValue: SSO_LOGIN_TEXT.organizationRequired })}
          </Text>
          <TextInput
            label={t('tools.sso.organizationId', { defaultValue: SSO_LOGIN_TEXT.organizationId })}
            value={typedOrganization}
            onChange={(e) => setTypedOrganization(e.currentTarget.value)}
            autoComplete="organization"
          />
        </>
      )}
      {button && (
        <>
          <Text c="dimmed" size="sm" ta="center">
            {t('tools.sso.or', { defaultValue: SSO_LOGIN_TEXT.or })}
          </Text>
          <Button component="a" href={ssoStartUrl(button.organizationId)} variant="filled" color="dark" fullWidth>
            {button.buttonLabel}
          </Button>
        </>
      )}
    </Stack>
  );
}
