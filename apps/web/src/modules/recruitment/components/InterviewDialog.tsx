import {
  DEFAULT_COUNTRY_CODE,
  INTERVIEW_MODES,
  INTERVIEW_STATUSES,
  type Interview,
  type InterviewFormInput,
  type InterviewRecord,
  interviewFormSchema,
  interviewFormValues,
  INTERVIEW_MESSAGES as M,
} from '@hrms/shared';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { countryCodeOptions } from '../../../i18n/country-names';
import { ApiError } from '../../../lib/api-client';
import { notifyError } from '../../../lib/notify';
import { type FieldSpec, type FormHandle, RecordFormDialog } from '../../../ui/records';
import { fetchInterviewerEmail } from '../interviews.api';

type Props = {
  opened: boolean;
  onClose: () => void;
  editing: InterviewRecord | null;
  onSubmit: (values: Interview, mode: 'create' | 'update') => Promise<void>;
};

const BLANK: InterviewFormInput = {
  fullName: '',
  emailId: '',
  countryCode: DEFAULT_COUNTRY_CODE,
  mobileNumber: '',
  roleApplied: '',
  location: '',
  interviewDay: '',
  interviewTime: '',
  interviewerId: '',
  interViewerEmailId: '',
  modeOfInterview: 'ONLINE',
  interviewStatus: 'PENDING',
  comments: '',
};

/** On leaving the interviewer ID field, the read-only interviewer e-mail is filled from the server (spec 2 §4). */
async function fillInterviewerEmail(form: FormHandle<InterviewFormInput>) {
  const id = String(form.getValues('interviewerId') ?? '').trim();
  if (!id) return;
  try {
    const email = await fetchInterviewerEmail(id);
    form.setValue('interViewerEmailId', email, { shouldValidate: true });
    form.clearErrors('interviewerId');
  } catch (error) {
    form.setValue('interViewerEmailId', '');
    if (error instanceof ApiError && error.status === 404) {
      form.setError('interviewerId', { message: M.interviewerUnknown });
      notifyError(M.emailLookupError);
    } else notifyError(M.emailLookupFailed);
  }
}

const fields = (t: TFunction, language: string): FieldSpec<InterviewFormInput>[] => [
  { name: 'fullName', label: t('recruitment.interviewFields.fullName'), required: true, maxLength: 40 },
  { name: 'emailId', label: t('recruitment.interviewFields.emailId'), kind: 'email', required: true, maxLength: 100 },
  {
    name: 'countryCode',
    label: t('recruitment.interviewFields.countryCode'),
    kind: 'select',
    required: true,
    options: countryCodeOptions(language),
  },
  { name: 'mobileNumber', label: t('recruitment.interviewFields.mobileNumber'), required: true, maxLength: 10 },
  { name: 'roleApplied', label: t('recruitment.interviewFields.roleApplied'), required: true, maxLength: 40 },
  { name: 'location', label: t('recruitment.interviewFields.location'), required: true, maxLength: 40 },
  { name: 'interviewDay', label: t('recruitment.interviewFields.interviewDay'), kind: 'date', required: true },
  { name: 'interviewTime', label: t('recruitment.interviewFields.interviewTime'), kind: 'time' },
  {
    name: 'interviewerId',
    label: t('recruitment.interviewFields.interviewerId'),
    required: true,
    maxLength: 50,
    onBlur: fillInterviewerEmail,
  },
  {
    name: 'interViewerEmailId',
    label: t('recruitment.interviewFields.interViewerEmailId'),
    kind: 'email',
    required: true,
    readOnly: true,
    placeholder: t('recruitment.interviewerEmailPlaceholder'),
  },
  {
    name: 'modeOfInterview',
    label: t('recruitment.interviewFields.modeOfInterview'),
    kind: 'select',
    required: true,
    options: INTERVIEW_MODES.map((value) => ({ value, label: t(`recruitment.modes.${value}`) })),
  },
  {
    name: 'interviewStatus',
    label: t('recruitment.interviewFields.interviewStatus'),
    kind: 'select',
    required: true,
    options: INTERVIEW_STATUSES.map((value) => ({ value, label: t(`recruitment.statuses.${value}`) })),
  },
  { name: 'comments', label: t('recruitment.interviewFields.comments'), kind: 'textarea', wide: true, maxLength: 200 },
];

/** Add/edit an interview with every rule of spec 2 §5. */
export function InterviewDialog({ opened, onClose, editing, onSubmit }: Props) {
  const { t, i18n } = useTranslation();
  const translatedFields = useMemo(() => fields(t, i18n.language), [t, i18n.language]);
  const values = useMemo(() => (editing ? interviewFormValues(editing) : null), [editing]);
  return (
    <RecordFormDialog
      opened={opened}
      onClose={onClose}
      title={editing ? t('recruitment.editInterview') : t('recruitment.addInterview')}
      schema={interviewFormSchema}
      fields={translatedFields}
      blank={BLANK}
      editing={values}
      onSubmit={onSubmit}
    />
  );
}
