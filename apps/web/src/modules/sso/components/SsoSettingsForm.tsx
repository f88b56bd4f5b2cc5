import { zodResolver } from '@hookform/resolvers/zod';
import { SSO_CALLBACK_PATH, type SsoSettings, type SsoSettingsUpdate, ssoSettingsUpdateSchema } from '@hrms/shared';
import { Alert, Autocomplete, Button, Code, Group, PasswordInput, Radio, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { showServerFieldErrors } from '../../../lib/form-errors';
import { errorMessage, notifySuccess } from '../../../lib/notify';
import { useSaveSsoSettings } from '../sso.api';

type Props = { settings: SsoSettings; organizationId: string };

const WRAP = { whiteSpace: 'pre-wrap', wordBreak: 'break-all' } as const;

/** The organisation's OpenID Connect provider; saving checks the issuer's discovery document on the server. */
export function SsoSettingsForm({ settings, organizationId }: Props) {
  const save = useSaveSsoSettings();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SsoSettingsUpdate>({
    resolver: zodResolver(ssoSettingsUpdateSchema),
    defaultValues: {
      enabled: settings.enabled,
      issuer: settings.issuer,
      clientId: settings.clientId,
      clientSecret: '',
      claim: settings.claim,
      buttonLabel: settings.buttonLabel,
      passwordLogin: settings.passwordLogin,
    },
  });

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await save.mutateAsync({ ...values, clientSecret: values.clientSecret || undefined });
      notifySuccess('Single sign-on settings saved.');
    } catch (error) {
      showServerFieldErrors(error, setError, ['issuer', 'clientId', 'clientSecret', 'claim', 'buttonLabel']);
      setFailure(errorMessage(error, 'The settings could not be saved.'));
    }
  });

  const origin = window.location.origin;
  return (
    <form onSubmit={submit} noValidate aria-label="Single sign-on settings">
      <Stack gap="md">
        <Controller
          control={control}
          name="enabled"
          render={({ field }) => (
            <Switch
              label="Offer sign-in with the company's identity provider"
              checked={field.value}
              onChange={(e) => field.onChange(e.currentTarget.checked)}
            />
          )}
        />
        <TextInput
          label="Issuer URL"
          placeholder="https://login.microsoftonline.com/<tenant-id>/v2.0"
          error={errors.issuer?.message}
          {...register('issuer')}
        />
        <TextInput label="Client ID" error={errors.clientId?.message} {...register('clientId')} />
        <PasswordInput
          label="Client secret"
          description={settings.clientSecretSet ? 'A secret is stored; leave empty to keep it.' : undefined}
          error={errors.clientSecret?.message}
          autoComplete="new-password"
          {...register('clientSecret')}
        />
        <Controller
          control={control}
          name="claim"
          render={({ field }) => (
            <Autocomplete
              label="Claim that names the person"
              description="email matches the employee's e-mail; any other claim (employee_id, …) matches the employee ID"
              data={['email', 'employee_id']}
              value={field.value}
              onChange={field.onChange}
              error={errors.claim?.message}
            />
          )}
        />
        <TextInput label="Button label" error={errors.buttonLabel?.message} {...register('buttonLabel')} />
        <Controller
          control={control}
          name="passwordLogin"
          render={({ field }) => (
            <Radio.Group label="Password login" value={field.value} onChange={field.onChange}>
              <Stack gap={6} mt={6}>
                <Radio value="ALL" label="Open to everyone" />
                <Radio value="ADMINS_ONLY" label="Only administrators (a way in when the provider is down)" />
              </Stack>
            </Radio.Group>
          )}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            Redirect URI to register at the provider
          </Text>
          <Code block style={WRAP}>{`${origin}${SSO_CALLBACK_PATH}`}</Code>
          <Text size="sm" fw={500}>
            Link to publish for your staff
          </Text>
          <Code block style={WRAP}>{`${origin}/?organizationId=${encodeURIComponent(organizationId)}`}</Code>
        </Stack>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={isSubmitting}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
