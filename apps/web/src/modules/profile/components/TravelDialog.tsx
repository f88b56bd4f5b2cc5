import { type Travel, type TravelInput, type TravelRecord, travelSchema } from '@hrms/shared';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { type FieldSpec, RecordFormDialog } from '../../../ui/records';

type Props = {
  opened: boolean;
  onClose: () => void;
  /** The record being edited, or null to add the first one. */
  editing: TravelRecord | null;
  onSubmit: (values: Travel, mode: 'create' | 'update') => Promise<void>;
};

const BLANK: TravelInput = {
  passportNumber: '',
  issueDate: '',
  expireDate: '',
  placeOfIssue: '',
  country: 'India',
  issuingAuthority: '',
};

const fields = (t: TFunction): FieldSpec<TravelInput>[] => [
  {
    name: 'passportNumber',
    label: t('travel.passportNumber'),
    required: true,
    maxLength: 8,
    placeholder: t('travel.passportExample'),
  },
  { name: 'placeOfIssue', label: t('travel.placeOfIssue'), required: true, maxLength: 40 },
  { name: 'issueDate', label: t('travel.issueDate'), kind: 'date', required: true },
  { name: 'expireDate', label: t('travel.expiryDate'), kind: 'date', required: true },
  { name: 'country', label: t('travel.country'), required: true, maxLength: 40 },
  { name: 'issuingAuthority', label: t('travel.issuingAuthority'), required: true, maxLength: 40 },
];

/** Add/edit the passport (spec 1 §5): one letter and 7 digits, expiry after issue and within 20 years. */
export function TravelDialog({ opened, onClose, editing, onSubmit }: Props) {
  const { t } = useTranslation();
  return (
    <RecordFormDialog
      opened={opened}
      onClose={onClose}
      title={editing ? t('travel.editTitle') : t('travel.addTitle')}
      schema={travelSchema}
      fields={fields(t)}
      blank={BLANK}
      editing={editing}
      onSubmit={onSubmit}
      submitLabel={editing ? t('common.save') : t('common.add')}
    />
  );
}
