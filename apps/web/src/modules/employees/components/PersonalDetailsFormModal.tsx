import { zodResolver } from '@hookform/resolvers/zod';
import {
  BLOOD_GROUPS,
  COUNTRY_CODES,
  type EmployeeProfile,
  GENDER_LABELS,
  GENDERS,
  MARITAL_STATUSES,
  type PersonalDetails,
  type PersonalDetailsInput,
  PREFIXES,
  personalDetailsSchema,
  prefixTransition,
} from '@hrms/shared';
import { Button, Group, Modal, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../i18n';
import { showServerFieldErrors } from '../../../lib/form-errors';
import { FormDateField } from '../../../ui/DateField';

type Props = {
  opened: boolean;
  onClose: () => void;
  title: string;
  submitLabel: string;
  profile: EmployeeProfile;
  /** Resolves when saved; an ApiError's field messages are shown under their fields. */
  onSubmit: (details: PersonalDetails) => Promise<void>;
};

const toForm = (p: EmployeeProfile): PersonalDetailsInput => ({
  prefix: p.prefix as PersonalDetailsInput['prefix'],
  firstname: p.firstname,
  middlename: p.middlename,
  lastname: p.lastname,
  email: p.email,
  countryCode: p.countryCode as PersonalDetailsInput['countryCode'],
  phoneNumber: p.phoneNumber,
  maritialStatus: p.maritialStatus as PersonalDetailsInput['maritialStatus'],
  dob: p.dob,
  gender: p.gender as PersonalDetailsInput['gender'],
  fatherName: p.fatherName,
  doj: p.doj,
  bloodGroup: p.bloodGroup as PersonalDetailsInput['bloodGroup'],
});

const FIELDS = new Set<string>(Object.keys(personalDetailsSchema.shape));

/** 'Add Personal Details': every rule and message comes from the shared personalDetailsSchema (spec 1 §5). */
export function PersonalDetailsFormModal({ opened, onClose, title, submitLabel, profile, onSubmit }: Props) {
  const { t } = useTranslation();
  const label = (key: string) => t(`employees.personal.fields.${key}`);
  const shown = (message: string | undefined) => message && translateMessage(message);
  const form = useForm<PersonalDetailsInput, unknown, PersonalDetails>({
    resolver: zodResolver(personalDetailsSchema),
    defaultValues: toForm(profile),
    mode: 'onTouched',
  });
  const { register, control, handleSubmit, reset, setValue, setError, formState } = form;
  const errors = formState.errors;
  const narrow = useMediaQuery('(max-width: 36em)');

  useEffect(() => {
    if (opened) reset(toForm(profile));
  }, [opened, profile, reset]);

  const submit = handleSubmit(async (details) => {
    try {
      await onSubmit(details);
    } catch (error) {
      showServerFieldErrors(error, setError, FIELDS);
    }
  });

  return (
    <Modal opened={opened} onClose={onClose} title={title} size="lg" centered fullScreen={narrow}>
      <form onSubmit={submit} noValidate>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Controller
            control={control}
            name="prefix"
            render={({ field }) => (
              <Select
                label={label('prefix')}
                withAsterisk
                data={PREFIXES.map((p) => ({ value: p, label: t(`employees.prefixes.${p.trim()}`) }))}
                value={typeof field.value === 'string' && field.value ? field.value : null}
                onChange={(value) => {
                  const prefix = typeof value === 'string' ? value : '';
                  field.onChange(prefix);
                  const next = prefixTransition(prefix);
                  if (next) {
                    setValue('gender', next.gender as PersonalDetailsInput['gender'], { shouldValidate: formState.isSubmitted });
                    setValue('maritialStatus', next.maritialStatus as PersonalDetailsInput['maritialStatus'], {
                      shouldValidate: formState.isSubmitted,
                    });
                  }
                }}
                onBlur={field.onBlur}
                error={shown(errors.prefix?.message)}
                allowDeselect={false}
              />
            )}
          />
          <TextInput
            label={label('firstName')}
            withAsterisk
            {...register('firstname')}
            error={shown(errors.firstname?.message)}
          />
          <TextInput label={label('middleName')} {...register('middlename')} error={shown(errors.middlename?.message)} />
          <TextInput label={label('lastName')} withAsterisk {...register('lastname')} error={shown(errors.lastname?.message)} />
          <TextInput
            label={label('email')}
            type="email"
            withAsterisk
            {...register('email')}
            error={shown(errors.email?.message)}
          />
          <Group gap="xs" align="flex-start" wrap="nowrap">
            <Controller
              control={control}
              name="countryCode"
              render={({ field }) => (
                <Select
                  label={t('employees.personal.code')}
                  withAsterisk
                  w={110}
                  data={COUNTRY_CODES.map((c) => ({ value: c.code, label: c.code }))}
                  value={field.value ?? null}
                  onChange={(value) => field.onChange(value ?? '')}
                  onBlur={field.onBlur}
                  error={shown(errors.countryCode?.message)}
                  allowDeselect={false}
                />
              )}
            />
            <TextInput
              label={label('phoneNumber')}
              withAsterisk
              inputMode="numeric"
              maxLength={10}
              style={{ flex: 1 }}
              {...register('phoneNumber')}
              error={shown(errors.phoneNumber?.message)}
            />
          </Group>
          <Controller
            control={control}
            name="maritialStatus"
            render={({ field }) => (
              <Select
                label={label('maritalStatus')}
                withAsterisk
                data={MARITAL_STATUSES.map((s) => ({ value: s, label: t(`employees.maritalStatuses.${s}`) }))}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                onBlur={field.onBlur}
                error={shown(errors.maritialStatus?.message)}
              />
            )}
          />
          <FormDateField
            label={label('dateOfBirth')}
            withAsterisk
            control={control}
            name="dob"
            error={shown(errors.dob?.message)}
          />
          <Controller
            control={control}
            name="gender"
            render={({ field }) => (
              <Select
                label={label('gender')}
                withAsterisk
                data={GENDERS.map((g) => ({ value: g, label: t(`employees.genders.${g}`, { defaultValue: GENDER_LABELS[g] }) }))}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                onBlur={field.onBlur}
                error={shown(errors.gender?.message)}
              />
            )}
          />
          <FormDateField
            label={label('dateOfJoining')}
            withAsterisk
            control={control}
            name="doj"
            error={shown(errors.doj?.message)}
          />
          <TextInput
            label={label('fatherName')}
            withAsterisk
            {...register('fatherName')}
            error={shown(errors.fatherName?.message)}
          />
          <Controller
            control={control}
            name="bloodGroup"
            render={({ field }) => (
              <Select
                label={label('bloodGroup')}
                withAsterisk
                data={[...BLOOD_GROUPS]}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                onBlur={field.onBlur}
                error={shown(errors.bloodGroup?.message)}
              />
            )}
          />
        </SimpleGrid>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={formState.isSubmitting}>
            {submitLabel}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
