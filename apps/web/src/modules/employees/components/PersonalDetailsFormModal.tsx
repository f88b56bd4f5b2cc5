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
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type FieldSpec, type FormHandle, RecordFormDialog } from '../../../ui/records';

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

/** Spec 1 §4: the prefix sets gender and marital status (checked again once the form has been submitted). */
function followPrefix(prefix: unknown, form: FormHandle<PersonalDetailsInput>) {
  const next = prefixTransition(typeof prefix === 'string' ? prefix : '');
  if (!next) return;
  const shouldValidate = form.formState.isSubmitted;
  form.setValue('gender', next.gender as PersonalDetailsInput['gender'], { shouldValidate });
  form.setValue('maritialStatus', next.maritialStatus as PersonalDetailsInput['maritialStatus'], { shouldValidate });
}

/** 'Add Personal Details': every rule and message comes from the shared personalDetailsSchema (spec 1 §5). */
export function PersonalDetailsFormModal({ opened, onClose, title, submitLabel, profile, onSubmit }: Props) {
  const { t } = useTranslation();
  const label = (key: string) => t(`employees.personal.fields.${key}`);
  const values = useMemo(() => toForm(profile), [profile]);
  const fields: FieldSpec<PersonalDetailsInput>[] = [
    {
      name: 'prefix',
      label: label('prefix'),
      kind: 'select',
      options: PREFIXES.map((p) => ({ value: p, label: t(`employees.prefixes.${p.trim()}`) })),
      required: true,
      onChange: followPrefix,
    },
    { name: 'firstname', label: label('firstName'), required: true },
    { name: 'middlename', label: label('middleName') },
    { name: 'lastname', label: label('lastName'), required: true },
    { name: 'email', label: label('email'), kind: 'email', required: true },
    {
      name: 'countryCode',
      label: t('employees.personal.code'),
      kind: 'select',
      options: COUNTRY_CODES.map((c) => c.code),
      required: true,
      group: 'phone',
      width: 110,
    },
    {
      name: 'phoneNumber',
      label: label('phoneNumber'),
      required: true,
      inputMode: 'numeric',
      maxLength: 10,
      group: 'phone',
    },
    {
      name: 'maritialStatus',
      label: label('maritalStatus'),
      kind: 'select',
      options: MARITAL_STATUSES.map((s) => ({ value: s, label: t(`employees.maritalStatuses.${s}`) })),
      required: true,
    },
    { name: 'dob', label: label('dateOfBirth'), kind: 'date', required: true },
    {
      name: 'gender',
      label: label('gender'),
      kind: 'select',
      options: GENDERS.map((g) => ({ value: g, label: t(`employees.genders.${g}`, { defaultValue: GENDER_LABELS[g] }) })),
      required: true,
    },
    { name: 'doj', label: label('dateOfJoining'), kind: 'date', required: true },
    { name: 'fatherName', label: label('fatherName'), required: true },
    { name: 'bloodGroup', label: label('bloodGroup'), kind: 'select', options: BLOOD_GROUPS, required: true },
  ];
  return (
    <RecordFormDialog
      opened={opened}
      onClose={onClose}
      title={title}
      schema={personalDetailsSchema}
      fields={fields}
      blank={values}
      editing={values}
      onSubmit={(details) => onSubmit(details)}
      submitLabel={submitLabel}
      fullScreenOnPhone
    />
  );
}
