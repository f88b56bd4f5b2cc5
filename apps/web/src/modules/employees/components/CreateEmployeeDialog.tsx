import { zodResolver } from '@hookform/resolvers/zod';
import {
  BLOOD_GROUPS,
  DEFAULT_COUNTRY_CODE,
  EMPLOYEE_MESSAGES,
  type EmployeeCreate,
  type EmployeeCreated,
  employeeCreateSchema,
  GENDER_LABELS,
  GENDERS,
  MARITAL_STATUSES,
  type PersonalDetails,
  PREFIXES,
  prefixTransition,
  todayIso,
} from '@hrms/shared';
import { Button, Grid, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../i18n';
import { useCountryCodeOptions } from '../../../i18n/country-names';
import { ApiError } from '../../../lib/api-client';
import { showServerFieldErrors } from '../../../lib/form-errors';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { FormDateField } from '../../../ui/DateField';
import { useCreateEmployee } from '../employees.api';
import { CreateEmploymentFields, type CreateEmploymentValues, EMPTY_EMPLOYMENT } from './CreateEmploymentFields';

/** What the form holds: raw strings, '' while nothing is chosen; the shared schema turns them into the payload. */
export type CreateEmployeeFormValues = Record<keyof PersonalDetails, string> & CreateEmploymentValues;
type FormValues = CreateEmployeeFormValues;

const EMPTY: FormValues = {
  prefix: '',
  firstname: '',
  middlename: '',
  lastname: '',
  email: '',
  countryCode: DEFAULT_COUNTRY_CODE,
  phoneNumber: '',
  maritialStatus: '',
  dob: '',
  gender: '',
  fatherName: '',
  doj: '',
  bloodGroup: '',
  ...EMPTY_EMPLOYMENT,
};

// Same rules as the server (employeeCreateSchema); the cast only widens the enums to the form's strings.
const resolver = zodResolver(employeeCreateSchema) as unknown as Resolver<FormValues, unknown, EmployeeCreate>;

type Props = { opened: boolean; onClose: () => void; onCreated: (created: EmployeeCreated, details: EmployeeCreate) => void };

/** The employee creation form (spec 2 §3, §5; spec 1 §4–§5); the server answers the new id and a one-time password. */
export function CreateEmployeeDialog({ opened, onClose, onCreated }: Props) {
  const { t } = useTranslation();
  const narrow = useMediaQuery('(max-width: 36em)');
  const create = useCreateEmployee();
  const {
    register,
    control,
    handleSubmit,
    setValue,
    setError,
    reset,
    formState: { errors, isSubmitted },
  } = useForm<FormValues, unknown, EmployeeCreate>({ resolver, defaultValues: EMPTY, mode: 'onSubmit' });
  const shown = (message: string | undefined) => message && translateMessage(message);
  const select = t('people.select');
  const countryOptions = useCountryCodeOptions();
  const prefixOptions = PREFIXES.map((value) => ({ value, label: t(`employees.prefixes.${value.trim()}`) }));
  const genderOptions = GENDERS.map((value) => ({
    value,
    label: t(`employees.genders.${value}`, { defaultValue: GENDER_LABELS[value] }),
  }));
  const maritalOptions = MARITAL_STATUSES.map((value) => ({ value, label: t(`employees.maritalStatuses.${value}`) }));

  function choosePrefix(prefix: string) {
    setValue('prefix', prefix, { shouldValidate: isSubmitted });
    const next = prefixTransition(prefix);
    if (!next) return;
    setValue('gender', next.gender, { shouldValidate: isSubmitted });
    setValue('maritialStatus', next.maritialStatus, { shouldValidate: isSubmitted });
  }

  async function submit(details: EmployeeCreate) {
    try {
      const created = await create.mutateAsync(details);
      notifySuccess(EMPLOYEE_MESSAGES.createSuccess);
      reset(EMPTY);
      onCreated(created, details);
    } catch (error) {
      if (!(error instanceof ApiError)) {
        notifyError(EMPLOYEE_MESSAGES.createError);
        return;
      }
      notifications.show({
        title: translateMessage(EMPLOYEE_MESSAGES.createFailed),
        message: translateMessage(error.message, error.coded),
        color: 'red',
      });
      showServerFieldErrors(error, setError, EMPTY, { shouldFocus: true });
    }
  }

  const today = todayIso();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={<Text fw={700}>{t('employees.create.title')}</Text>}
      size="xl"
      fullScreen={narrow}
      closeOnClickOutside={false}
    >
      <form onSubmit={handleSubmit(submit)} noValidate aria-label={t('employees.create.title')}>
        <Stack gap="md">
          <Grid gap="sm">
            <Grid.Col span={{ base: 12, sm: 3 }}>
              <Controller
                control={control}
                name="prefix"
                render={({ field }) => (
                  <Select
                    label={t('employees.create.prefix')}
                    placeholder={select}
                    data={prefixOptions}
                    value={field.value || null}
                    onChange={(value) => choosePrefix(value ?? '')}
                    onBlur={field.onBlur}
                    error={shown(errors.prefix?.message)}
                    allowDeselect={false}
                    withAsterisk
                  />
                )}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 9 }}>
              <TextInput
                label={t('employees.create.firstName')}
                withAsterisk
                maxLength={25}
                {...register('firstname')}
                error={shown(errors.firstname?.message)}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                label={t('employees.create.middleName')}
                maxLength={25}
                {...register('middlename')}
                error={shown(errors.middlename?.message)}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                label={t('employees.create.lastName')}
                withAsterisk
                maxLength={25}
                {...register('lastname')}
                error={shown(errors.lastname?.message)}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                label={t('employees.create.fatherName')}
                withAsterisk
                maxLength={25}
                {...register('fatherName')}
                error={shown(errors.fatherName?.message)}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                label={t('employees.create.email')}
                type="email"
                withAsterisk
                autoComplete="off"
                {...register('email')}
                error={shown(errors.email?.message)}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 5, sm: 3 }}>
              <Controller
                control={control}
                name="countryCode"
                render={({ field }) => (
                  <Select
                    label={t('employees.create.countryCode')}
                    data={countryOptions}
                    value={field.value || null}
                    onChange={(value) => field.onChange(value ?? '')}
                    onBlur={field.onBlur}
                    error={shown(errors.countryCode?.message)}
                    allowDeselect={false}
                    withAsterisk
                    comboboxProps={{ width: 200, position: 'bottom-start' }}
                    renderOption={({ option }) => <Text size="sm">{option.label}</Text>}
                  />
                )}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 7, sm: 3 }}>
              <Controller
                control={control}
                name="phoneNumber"
                render={({ field }) => (
                  <TextInput
                    label={t('employees.create.phoneNumber')}
                    withAsterisk
                    inputMode="numeric"
                    maxLength={10}
                    value={field.value}
                    onChange={(e) => field.onChange(e.currentTarget.value.replace(/\D/g, '').slice(0, 10))}
                    onBlur={field.onBlur}
                    ref={field.ref}
                    error={shown(errors.phoneNumber?.message)}
                  />
                )}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <FormDateField
                label={t('employees.create.dateOfBirth')}
                withAsterisk
                max={today}
                control={control}
                name="dob"
                error={shown(errors.dob?.message)}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <Controller
                control={control}
                name="gender"
                render={({ field }) => (
                  <Select
                    label={t('employees.create.gender')}
                    placeholder={select}
                    data={genderOptions}
                    value={field.value || null}
                    onChange={(value) => field.onChange(value ?? '')}
                    onBlur={field.onBlur}
                    error={shown(errors.gender?.message)}
                    allowDeselect={false}
                    withAsterisk
                  />
                )}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <Controller
                control={control}
                name="maritialStatus"
                render={({ field }) => (
                  <Select
                    label={t('employees.create.maritalStatus')}
                    placeholder={select}
                    data={maritalOptions}
                    value={field.value || null}
                    onChange={(value) => field.onChange(value ?? '')}
                    onBlur={field.onBlur}
                    error={shown(errors.maritialStatus?.message)}
                    allowDeselect={false}
                    withAsterisk
                  />
                )}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <FormDateField
                label={t('employees.create.dateOfJoining')}
                withAsterisk
                // Typing a joining date is blocked except Tab (spec 2 §5); the picker still works.
                onKeyDown={(e) => {
                  if (e.key !== 'Tab') e.preventDefault();
                }}
                control={control}
                name="doj"
                error={shown(errors.doj?.message)}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <Controller
                control={control}
                name="bloodGroup"
                render={({ field }) => (
                  <Select
                    label={t('employees.create.bloodGroup')}
                    placeholder={select}
                    data={[...BLOOD_GROUPS]}
                    value={field.value || null}
                    onChange={(value) => field.onChange(value ?? '')}
                    onBlur={field.onBlur}
                    error={shown(errors.bloodGroup?.message)}
                    allowDeselect={false}
                    withAsterisk
                  />
                )}
              />
            </Grid.Col>
          </Grid>
          <CreateEmploymentFields opened={opened} control={control} errors={errors} />
          <Text size="xs" c="dimmed">
            {t('employees.create.note')}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={create.isPending}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('employees.create.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
