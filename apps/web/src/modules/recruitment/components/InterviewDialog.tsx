import {
  COUNTRY_CODES,
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
import { useMemo } from 'react';
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

const FIELDS: FieldSpec<InterviewFormInput>[] = [
  { name: 'fullName', label: 'Full Name', required: true, maxLength: 40 },
  { name: 'emailId', label: 'Email ID', kind: 'email', required: true, maxLength: 100 },
  {
    name: 'countryCode',
    label: 'Country Code',
    kind: 'select',
    required: true,
    options: COUNTRY_CODES.map((c) => ({ value: c.code, label: `${c.code} ${c.country}` })),
  },
  { name: 'mobileNumber', label: 'Mobile Number', required: true, maxLength: 10 },
  { name: 'roleApplied', label: 'Role Applied', required: true, maxLength: 40 },
  { name: 'location', label: 'Location', required: true, maxLength: 40 },
  { name: 'interviewDay', label: 'Interview Date', kind: 'date', required: true },
  { name: 'interviewTime', label: 'Start Time (optional)', kind: 'time' },
  { name: 'interviewerId', label: 'Interviewer ID', required: true, maxLength: 50, onBlur: fillInterviewerEmail },
  {
    name: 'interViewerEmailId',
    label: 'Interviewer Email',
    kind: 'email',
    required: true,
    readOnly: true,
    placeholder: 'Filled from the interviewer ID',
  },
  { name: 'modeOfInterview', label: 'Mode of Interview', kind: 'select', required: true, options: INTERVIEW_MODES },
  { name: 'interviewStatus', label: 'Interview Status', kind: 'select', required: true, options: INTERVIEW_STATUSES },
  { name: 'comments', label: 'Comments', kind: 'textarea', wide: true, maxLength: 200 },
];

/** Add/edit an interview with every rule of spec 2 §5. */
export function InterviewDialog({ opened, onClose, editing, onSubmit }: Props) {
  const values = useMemo(() => (editing ? interviewFormValues(editing) : null), [editing]);
  return (
    <RecordFormDialog
      opened={opened}
      onClose={onClose}
      title={editing ? 'Edit Interview' : 'Add Interview'}
      schema={interviewFormSchema}
      fields={FIELDS}
      blank={BLANK}
      editing={values}
      onSubmit={onSubmit}
    />
  );
}
