import { zodResolver } from '@hookform/resolvers/zod';
import {
  BLOOD_GROUPS,
  COUNTRY_CODES,
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

const PREFIX_OPTIONS = PREFIXES.map((value) => ({ value, label: value.trim() }));
const COUNTRY_OPTIONS = COUNTRY_CODES.map((c) => ({ value: c.code, label: `${c.code} ${c.country}` }));
const GENDER_OPTIONS = GENDERS.map((value) => ({ value, label: GENDER_LABELS[value] }));

// Same rules as the server (employeeCreateSchema); the cast only widens the enums to the form's strings.
const resolver = zodResolver(employeeCreateSchema) as unknown as Resolver<FormValues, unknown, EmployeeCreate>;

type Props = { opened: boolean; onClose: () => void; onCreated: (created: EmployeeCreated, details: EmployeeCreate) => void };

/** The employee creation form (spec 2 §3, §5; spec 1 §4–§5); the server answers the new id and a one-time password. */
export function CreateEmployeeDialog({ opened, onClose, onCreated }: Props) {
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
      notifications.show({ title: EMPLOYEE_MESSAGES.createFailed, message: error.message, color: 'red' });
      showServerFieldErrors(error, setError, EMPTY, { shouldFocus: true });
    }
  }

  const today = todayIso();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={<Text fw={700}>Create Employee</Text>}
      size="xl"
      fullScreen={narrow}
      closeOnClickOutside={false}
    >
      <form onSubmit={handleSubmit(submit)} noValidate aria-label="Create Employee">
        <Stack gap="md">
          <Grid gap="sm">
            <Grid.Col span={{ base: 12, sm: 3 }}>
              <Controller
                control={control}
                name="prefix"
                render={({ field }) => (
                  <Select
                    label="Prefix"
                    placeholder="Select"
                    data={PREFIX_OPTIONS}
                    value={field.value || null}
                    onChange={(value) => choosePrefix(value ?? '')}
                    onBlur={field.onBlur}
                    error={errors.prefix?.message}
                    allowDeselect={false}
                    withAsterisk
                  />
                )}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 9 }}>
              <TextInput
                label="First name"
                withAsterisk
                maxLength={25}
                {...register('firstname')}
                error={errors.firstname?.message}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput label="Middle name" maxLength={25} {...register('middlename')} error={errors.middlename?.message} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                label="Last name"
                withAsterisk
                maxLength={25}
                {...register('lastname')}
                error={errors.lastname?.message}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                label="Father name"
                withAsterisk
                maxLength={25}
                {...register('fatherName')}
                error={errors.fatherName?.message}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                label="Email"
                type="email"
                withAsterisk
                autoComplete="off"
                {...register('email')}
                error={errors.email?.message}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 5, sm: 3 }}>
              <Controller
                control={control}
                name="countryCode"
                render={({ field }) => (
                  <Select
                    label="Country code"
                    data={COUNTRY_OPTIONS}
                    value={field.value || null}
                    onChange={(value) => field.onChange(value ?? '')}
                    onBlur={field.onBlur}
                    error={errors.countryCode?.message}
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
                    label="Phone number"
                    withAsterisk
                    inputMode="numeric"
                    maxLength={10}
                    value={field.value}
                    onChange={(e) => field.onChange(e.currentTarget.value.replace(/\D/g, '').slice(0, 10))}
                    onBlur={field.onBlur}
                    ref={field.ref}
                    error={errors.phoneNumber?.message}
                  />
                )}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <FormDateField
                label="Date of birth"
                withAsterisk
                max={today}
                control={control}
                name="dob"
                error={errors.dob?.message}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <Controller
                control={control}
                name="gender"
                render={({ field }) => (
                  <Select
                    label="Gender"
                    placeholder="Select"
                    data={GENDER_OPTIONS}
                    value={field.value || null}
                    onChange={(value) => field.onChange(value ?? '')}
                    onBlur={field.onBlur}
                    error={errors.gender?.message}
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
                    label="Marital status"
                    placeholder="Select"
                    data={[...MARITAL_STATUSES]}
                    value={field.value || null}
                    onChange={(value) => field.onChange(value ?? '')}
                    onBlur={field.onBlur}
                    error={errors.maritialStatus?.message}
                    allowDeselect={false}
                    withAsterisk
                  />
                )}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <FormDateField
                label="Date of joining"
                withAsterisk
                // Typing a joining date is blocked except Tab (spec 2 §5); the picker still works.
                onKeyDown={(e) => {
                  if (e.key !== 'Tab') e.preventDefault();
                }}
                control={control}
                name="doj"
                error={errors.doj?.message}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <Controller
                control={control}
                name="bloodGroup"
                render={({ field }) => (
                  <Select
                    label="Blood group"
                    placeholder="Select"
                    data={[...BLOOD_GROUPS]}
                    value={field.value || null}
                    onChange={(value) => field.onChange(value ?? '')}
                    onBlur={field.onBlur}
                    error={errors.bloodGroup?.message}
                    allowDeselect={false}
                    withAsterisk
                  />
                )}
              />
            </Grid.Col>
          </Grid>
          <CreateEmploymentFields opened={opened} control={control} errors={errors} />
          <Text size="xs" c="dimmed">
            The employee ID and a one-time password are generated when you save. Without a role the new person starts as a new
            joiner (onboarding).
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={create.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Create
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
