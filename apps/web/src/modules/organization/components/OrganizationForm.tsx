import {
  ORGANIZATION_MESSAGES,
  type Organization,
  type OrganizationInput,
  type OrganizationView,
  organizationSchema,
  WEEK_OFF_OPTIONS,
} from '@hrms/shared';
import {
  Badge,
  Box,
  Button,
  Checkbox,
  Group,
  Image,
  Input,
  Paper,
  PasswordInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../i18n';
import { showServerFieldErrors } from '../../../lib/form-errors';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { failureText, useSaveOrganization } from '../organization.api';

type Props = {
  organizationId: string;
  /** The saved settings, or null while the organisation has never been saved (create mode). */
  settings: OrganizationView | null;
  designations: string[];
};

function formValues(settings: OrganizationView | null): OrganizationInput {
  return {
    organizationName: settings?.organizationName ?? '',
    employeeDomain: settings?.employeeDomain ?? '',
    logoUrl: settings?.logoUrl ?? '',
    rootDesignation: settings?.rootDesignation ?? '',
    weekOfOne: settings?.weekOfOne ?? 'Saturday',
    weekOfTwo: settings?.weekOfTwo ?? 'Sunday',
    multiLevel: settings?.multiLevel ?? false,
    emailId: settings?.emailId ?? '',
    mailType: settings?.mailType ?? 'GMAIL',
    // the stored pass key never comes back; empty keeps it
    passKey: '',
    clearPassKey: false,
  };
}

function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
      <Title order={4}>{title}</Title>
      {hint && (
        <Text size="sm" c="dimmed" mb="sm">
          {hint}
        </Text>
      )}
      <Stack gap="sm" mt={hint ? 0 : 'sm'}>
        {children}
      </Stack>
    </Paper>
  );
}

/** The organisation settings form: create mode until the settings are first saved, then update mode. */
export function OrganizationForm({ organizationId, settings, designations }: Props) {
  const { t } = useTranslation();
  const mode = settings ? 'update' : 'create';
  const shown = (message: string | undefined) => message && translateMessage(message);
  const weekOffs = WEEK_OFF_OPTIONS.map((day) => ({ value: day, label: t(`organization.weekOffs.${day}`) }));
  const save = useSaveOrganization(organizationId, mode);
  const form = useSchemaForm<OrganizationInput, Organization>(organizationSchema, formValues(settings));
  const { register, control, handleSubmit, reset, setError, watch } = form;
  const { errors } = form.formState;
  const logoUrl = watch('logoUrl');
  const rootOptions = [...new Set([...designations, ...(settings?.rootDesignation ? [settings.rootDesignation] : [])])];

  const submit = handleSubmit(
    async (values) => {
      try {
        const saved = await save.mutateAsync(values);
        reset(formValues(saved));
        notifySuccess(ORGANIZATION_MESSAGES.saved);
      } catch (error) {
        showServerFieldErrors(error, setError, values);
        notifyError(failureText(error, ORGANIZATION_MESSAGES.failed));
      }
    },
    () => notifyError(ORGANIZATION_MESSAGES.failed),
  );

  return (
    <Box component="form" onSubmit={submit} noValidate aria-label={t('organization.form')}>
      <Stack gap="md">
        <Group gap="xs">
          <Badge color={mode === 'create' ? 'orange' : 'teal'} variant="light" data-testid="organization-mode">
            {mode === 'create' ? t('organization.createMode') : t('organization.updateMode')}
          </Badge>
          <Text size="sm" c="dimmed">
            {mode === 'create' ? t('organization.createHint') : t('organization.updateHint')}
          </Text>
        </Group>

        <Section title={t('organization.organization')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label={t('organization.organizationName')}
              description={t('organization.organizationNameHint')}
              withAsterisk
              {...register('organizationName')}
              error={shown(errors.organizationName?.message)}
            />
            <TextInput
              label={t('organization.employeeDomain')}
              placeholder="example.com"
              description={t('organization.employeeDomainHint')}
              {...register('employeeDomain')}
              error={shown(errors.employeeDomain?.message)}
            />
          </SimpleGrid>
          <Group align="flex-end" gap="sm" wrap="nowrap">
            <TextInput
              label={t('organization.logoUrl')}
              placeholder="https://…/logo.png"
              style={{ flex: 1 }}
              {...register('logoUrl')}
              error={shown(errors.logoUrl?.message)}
            />
            {logoUrl && /^https?:\/\/\S+$/i.test(logoUrl) && (
              <Image
                src={logoUrl}
                alt={t('organization.logoPreview')}
                w={42}
                h={42}
                fit="contain"
                radius="sm"
                mb={errors.logoUrl ? 22 : 0}
              />
            )}
          </Group>
          <Controller
            control={control}
            name="rootDesignation"
            render={({ field }) => (
              <Select
                label={t('organization.rootDesignation')}
                description={t('organization.rootDesignationHint')}
                placeholder={t('organization.selectDesignation')}
                withAsterisk
                searchable
                clearable
                clearButtonProps={{ 'aria-label': t('organization.clearRootDesignation') }}
                nothingFoundMessage={t('organization.noSuchDesignation')}
                data={rootOptions}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                onBlur={field.onBlur}
                error={shown(errors.rootDesignation?.message)}
              />
            )}
          />
        </Section>

        <Section title={t('organization.weekOffsAndApprovals')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Controller
              control={control}
              name="weekOfOne"
              render={({ field }) => (
                <Select
                  label={t('organization.firstWeekOff')}
                  data={weekOffs}
                  allowDeselect={false}
                  value={field.value ?? null}
                  onChange={(value) => field.onChange(value)}
                  error={shown(errors.weekOfOne?.message)}
                />
              )}
            />
            <Controller
              control={control}
              name="weekOfTwo"
              render={({ field }) => (
                <Select
                  label={t('organization.secondWeekOff')}
                  data={weekOffs}
                  allowDeselect={false}
                  value={field.value ?? null}
                  onChange={(value) => field.onChange(value)}
                  error={shown(errors.weekOfTwo?.message)}
                />
              )}
            />
          </SimpleGrid>
          <Controller
            control={control}
            name="multiLevel"
            render={({ field }) => (
              <Switch
                label={t('organization.multiLevel')}
                description={t('organization.multiLevelHint')}
                checked={Boolean(field.value)}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
              />
            )}
          />
        </Section>

        <Section title={t('organization.mailSettings')} hint={t('organization.mailSettingsHint')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label={t('organization.emailId')}
              description={t('organization.emailIdHint')}
              placeholder="hr@example.com"
              {...register('emailId')}
              error={shown(errors.emailId?.message)}
            />
            <Controller
              control={control}
              name="mailType"
              render={({ field }) => (
                <Input.Wrapper label={t('organization.mailType')} description={t('organization.mailTypeHint')}>
                  <SegmentedControl
                    fullWidth
                    aria-label={t('organization.mailType')}
                    data={['GMAIL', 'ZOHO']}
                    value={field.value ?? 'GMAIL'}
                    onChange={field.onChange}
                  />
                </Input.Wrapper>
              )}
            />
          </SimpleGrid>
          <PasswordInput
            label={t('organization.passKey')}
            description={t('organization.passKeyHint')}
            placeholder={settings?.passKeySet ? t('organization.passKeySaved') : t('organization.passKeyEnter')}
            autoComplete="new-password"
            {...register('passKey')}
            error={shown(errors.passKey?.message)}
          />
          {settings?.passKeySet && <Checkbox label={t('organization.forgetPassKey')} {...register('clearPassKey')} />}
        </Section>

        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {mode === 'create' ? t('organization.create') : t('organization.update')}
          </Button>
        </Group>
      </Stack>
    </Box>
  );
}
