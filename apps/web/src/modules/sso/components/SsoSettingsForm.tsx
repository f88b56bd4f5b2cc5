import { SSO_CALLBACK_PATH, type SsoSettings, type SsoSettingsUpdate, ssoSettingsUpdateSchema } from '@hrms/shared';
import { Autocomplete, Code, PasswordInput, Radio, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../i18n';
import { showServerFieldErrors } from '../../../lib/form-errors';
import { errorMessage, notifySuccess } from '../../../lib/notify';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { FormActions } from '../../../ui/FormActions';
import { useSaveSsoSettings } from '../sso.api';

type Props = { settings: SsoSettings; organizationId: string };

const WRAP = { whiteSpace: 'pre-wrap', wordBreak: 'break-all' } as const;

/** The organisation's OpenID Connect provider; saving checks the issuer's discovery document on the server. */
export function SsoSettingsForm({ settings, organizationId }: Props) {
  const { t } = useTranslation();
  const save = useSaveSsoSettings();
  const shown = (message: string | undefined) => message && translateMessage(message);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useSchemaForm<SsoSettingsUpdate>(ssoSettingsUpdateSchema, {
    enabled: settings.enabled,
    issuer: settings.issuer,
    clientId: settings.clientId,
    clientSecret: '',
    claim: settings.claim,
    buttonLabel: settings.buttonLabel,
    passwordLogin: settings.passwordLogin,
  });
  const { register, control, handleSubmit, setError } = form;
  const { errors, isSubmitting } = form.formState;

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await save.mutateAsync({ ...values, clientSecret: values.clientSecret || undefined });
      notifySuccess(t('tools.sso.saved'));
    } catch (error) {
      showServerFieldErrors(error, setError, ['issuer', 'clientId', 'clientSecret', 'claim', 'buttonLabel']);
      setFailure(errorMessage(error, t('tools.sso.saveFailed')));
    }
  });

  const origin = window.location.origin;
  return (
    <form onSubmit={submit} noValidate aria-label={t('tools.sso.form')}>
      <Stack gap="md">
        <Controller
          control={control}
          name="enabled"
          render={({ field }) => (
            <Switch
              label={t('tools.sso.enabled')}
              checked={field.value}
              onChange={(e) => field.onChange(e.currentTarget.checked)}
            />
          )}
        />
        <TextInput
          label={t('tools.sso.issuer')}
          placeholder="https://login.microsoftonline.com/<tenant-id>/v2.0"
          error={shown(errors.issuer?.message)}
          {...register('issuer')}
        />
        <TextInput label={t('tools.sso.clientId')} error={shown(errors.clientId?.message)} {...register('clientId')} />
        <PasswordInput
          label={t('tools.sso.clientSecret')}
          description={settings.clientSecretSet ? t('tools.sso.secretStored') : undefined}
          error={shown(errors.clientSecret?.message)}
          autoComplete="new-password"
          {...register('clientSecret')}
        />
        <Controller
          control={control}
          name="claim"
          render={({ field }) => (
            <Autocomplete
              label={t('tools.sso.claim')}
              description={t('tools.sso.claimHelp')}
              data={['email', 'employee_id']}
              value={field.value}
              onChange={field.onChange}
              error={shown(errors.claim?.message)}
            />
          )}
        />
        <TextInput label={t('tools.sso.buttonLabel')} error={shown(errors.buttonLabel?.message)} {...register('buttonLabel')} />
        <Controller
          control={control}
          name="passwordLogin"
          render={({ field }) => (
            <Radio.Group label={t('tools.sso.passwordLogin')} value={field.value} onChange={field.onChange}>
              <Stack gap={6} mt={6}>
                <Radio value="ALL" label={t('tools.sso.passwordAll')} />
                <Radio value="ADMINS_ONLY" label={t('tools.sso.passwordAdminsOnly')} />
              </Stack>
            </Radio.Group>
          )}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('tools.sso.redirectUri')}
          </Text>
          <Code block style={WRAP}>{`${origin}${SSO_CALLBACK_PATH}`}</Code>
          <Text size="sm" fw={500}>
            {t('tools.sso.staffLink')}
          </Text>
          <Code block style={WRAP}>{`${origin}/?organizationId=${encodeURIComponent(organizationId)}`}</Code>
        </Stack>
        <FormActions failure={failure} submitLabel={t('tools.sso.save')} loading={isSubmitting} />
      </Stack>
    </form>
  );
}
