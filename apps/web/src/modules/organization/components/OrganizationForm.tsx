import { zodResolver } from '@hookform/resolvers/zod';
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
import { Controller, useForm } from 'react-hook-form';
import { showServerFieldErrors } from '../../../lib/form-errors';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { failureText, useSaveOrganization } from '../organization.api';

type Props = {
  organizationId: string;
  /** The saved settings, or null while the organisation has never been saved (create mode). */
  settings: OrganizationView | null;
  designations: string[];
};

const WEEK_OFF_DATA = [...WEEK_OFF_OPTIONS];

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
  const mode = settings ? 'update' : 'create';
  const save = useSaveOrganization(organizationId, mode);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors },
  } = useForm<OrganizationInput, unknown, Organization>({
    resolver: zodResolver(organizationSchema),
    defaultValues: formValues(settings),
  });
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
    <Box component="form" onSubmit={submit} noValidate aria-label="Organization settings">
      <Stack gap="md">
        <Group gap="xs">
          <Badge color={mode === 'create' ? 'orange' : 'teal'} variant="light" data-testid="organization-mode">
            {mode === 'create' ? 'Create mode' : 'Update mode'}
          </Badge>
          <Text size="sm" c="dimmed">
            {mode === 'create'
              ? 'Your organization has not been set up yet. Fill in the details and save.'
              : 'These are your saved settings. Change what you need and save.'}
          </Text>
        </Group>

        <Section title="Organization">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label="Organization name"
              description="As shown to your employees"
              withAsterisk
              {...register('organizationName')}
              error={errors.organizationName?.message}
            />
            <TextInput
              label="Employee domain"
              placeholder="example.com"
              description="The e-mail domain of your employees"
              {...register('employeeDomain')}
              error={errors.employeeDomain?.message}
            />
          </SimpleGrid>
          <Group align="flex-end" gap="sm" wrap="nowrap">
            <TextInput
              label="Logo URL"
              placeholder="https://…/logo.png"
              style={{ flex: 1 }}
              {...register('logoUrl')}
              error={errors.logoUrl?.message}
            />
            {logoUrl && /^https?:\/\/\S+$/i.test(logoUrl) && (
              <Image src={logoUrl} alt="Logo preview" w={42} h={42} fit="contain" radius="sm" mb={errors.logoUrl ? 22 : 0} />
            )}
          </Group>
          <Controller
            control={control}
            name="rootDesignation"
            render={({ field }) => (
              <Select
                label="Root designation"
                description="The designation at the top of the organization chart"
                placeholder="Select a designation"
                withAsterisk
                searchable
                clearable
                clearButtonProps={{ 'aria-label': 'Clear root designation' }}
                nothingFoundMessage="No such designation"
                data={rootOptions}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                onBlur={field.onBlur}
                error={errors.rootDesignation?.message}
              />
            )}
          />
        </Section>

        <Section title="Week-offs and approvals">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Controller
              control={control}
              name="weekOfOne"
              render={({ field }) => (
                <Select
                  label="First week-off"
                  data={WEEK_OFF_DATA}
                  allowDeselect={false}
                  value={field.value ?? null}
                  onChange={(value) => field.onChange(value)}
                  error={errors.weekOfOne?.message}
                />
              )}
            />
            <Controller
              control={control}
              name="weekOfTwo"
              render={({ field }) => (
                <Select
                  label="Second week-off"
                  data={WEEK_OFF_DATA}
                  allowDeselect={false}
                  value={field.value ?? null}
                  onChange={(value) => field.onChange(value)}
                  error={errors.weekOfTwo?.message}
                />
              )}
            />
          </SimpleGrid>
          <Controller
            control={control}
            name="multiLevel"
            render={({ field }) => (
              <Switch
                label="Multi-level approval"
                description="On: the reporting manager approves first, then HR gives the final approval. Off: the first of them to decide settles the request."
                checked={Boolean(field.value)}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
              />
            )}
          />
        </Section>

        <Section title="Mail settings" hint="The account the application sends its e-mails from (one-time passwords, notices).">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label="E-mail ID"
              description="The address mails are sent from"
              placeholder="hr@example.com"
              {...register('emailId')}
              error={errors.emailId?.message}
            />
            <Controller
              control={control}
              name="mailType"
              render={({ field }) => (
                <Input.Wrapper label="Mail type" description="The provider of the mail account">
                  <SegmentedControl
                    fullWidth
                    aria-label="Mail type"
                    data={['GMAIL', 'ZOHO']}
                    value={field.value ?? 'GMAIL'}
                    onChange={field.onChange}
                  />
                </Input.Wrapper>
              )}
            />
          </SimpleGrid>
          <PasswordInput
            label="Pass key"
            description="The app password of the mail account. It is stored encrypted and never shown again."
            placeholder={settings?.passKeySet ? 'Saved — leave empty to keep' : 'Enter the app password'}
            autoComplete="new-password"
            {...register('passKey')}
            error={errors.passKey?.message}
          />
          {settings?.passKeySet && (
            <Checkbox
              label="Forget the saved pass key (mail then goes through the server's default mail settings)"
              {...register('clearPassKey')}
            />
          )}
        </Section>

        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {mode === 'create' ? 'Create organization' : 'Update organization'}
          </Button>
        </Group>
      </Stack>
    </Box>
  );
}
