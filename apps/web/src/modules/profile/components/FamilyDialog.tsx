import {
  FAMILY_DEFAULT_COUNTRY_CODE,
  type FamilyMember,
  type FamilyMemberInput,
  type FamilyMemberRecord,
  familyMemberSchema,
  FAMILY_MESSAGES as M,
  phoneTaken,
  relationTaken,
} from '@hrms/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountryCodeOptions } from '../../../i18n/country-names';
import { type FieldSpec, RecordFormDialog } from '../../../ui/records';

type Props = {
  opened: boolean;
  onClose: () => void;
  /** The member being edited, or null to add. */
  editing: FamilyMemberRecord | null;
  rows: FamilyMemberRecord[];
  onSubmit: (values: FamilyMember, mode: 'create' | 'update') => Promise<void>;
};

const BLANK: FamilyMemberInput = {
  name: '',
  relation: '',
  countryCode: FAMILY_DEFAULT_COUNTRY_CODE,
  phoneNumber: '',
  memberId: null,
};

/** Add/edit a family member (spec 1 §2.8, §5): relation and phone number unique among the members. */
export function FamilyDialog({ opened, onClose, editing, rows, onSubmit }: Props) {
  const { t } = useTranslation();
  const countryOptions = useCountryCodeOptions();
  const memberId = editing?.memberId ?? null;
  const schema = useMemo(
    () =>
      familyMemberSchema.superRefine((value, ctx) => {
        if (relationTaken(rows, value.relation, memberId)) {
          ctx.addIssue({ code: 'custom', path: ['relation'], message: M.relationTaken });
        }
        if (phoneTaken(rows, value.phoneNumber, memberId)) {
          ctx.addIssue({ code: 'custom', path: ['phoneNumber'], message: M.phoneTaken });
        }
      }),
    [rows, memberId],
  );
  const fields: FieldSpec<FamilyMemberInput>[] = [
    { name: 'name', label: t('family.name'), required: true, maxLength: 40 },
    { name: 'relation', label: t('family.relation'), required: true, maxLength: 40 },
    { name: 'countryCode', label: t('family.countryCode'), kind: 'select', options: countryOptions, required: true },
    { name: 'phoneNumber', label: t('family.phoneNumber'), required: true, maxLength: 10, inputMode: 'numeric' },
  ];
  return (
    <RecordFormDialog
      opened={opened}
      onClose={onClose}
      title={editing ? t('family.editTitle') : t('family.addTitle')}
      schema={schema}
      fields={fields}
      blank={BLANK}
      editing={editing as FamilyMemberInput | null}
      onSubmit={(values, mode) => onSubmit({ ...values, memberId }, mode)}
      submitLabel={editing ? t('common.save') : t('common.add')}
    />
  );
}
