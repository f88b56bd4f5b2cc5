import {
  NATIONAL_ID_MESSAGES as M,
  NATIONAL_ID_TYPES,
  type NationalId,
  type NationalIdInput,
  type NationalIdView,
  nationalIdSchema,
  nationalIdTypeTaken,
  otherPrimaryExists,
} from '@hrms/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type FieldSpec, RecordFormDialog } from '../../../ui/records';

type Props = {
  opened: boolean;
  onClose: () => void;
  /** The row being edited, or null to add. */
  editing: NationalIdView | null;
  rows: NationalIdView[];
  /** Prefill of the name when adding. */
  employeeName: string;
  onSubmit: (values: NationalId, mode: 'create' | 'update') => Promise<void>;
};

/**
 * Add/edit a national ID (spec 1 §4, §5): the type is fixed when editing, one entry per type, and the
 * primary checkbox is disabled while another entry is primary.
 */
export function NationalIdDialog({ opened, onClose, editing, rows, employeeName, onSubmit }: Props) {
  const { t } = useTranslation();
  const unid = editing?.unid ?? null;
  const schema = useMemo(
    () =>
      nationalIdSchema.superRefine((value, ctx) => {
        if (nationalIdTypeTaken(rows, value.nationalIdType, unid)) {
          ctx.addIssue({ code: 'custom', path: ['nationalIdType'], message: M.duplicateType });
        }
      }),
    [rows, unid],
  );
  // the first entry is primary unless unticked
  const blank = useMemo<NationalIdInput>(
    () => ({
      nationalIdType: undefined as unknown as NationalIdInput['nationalIdType'],
      name: employeeName,
      nationalIDNum: '',
      country: 'India',
      primary: rows.length === 0,
    }),
    [employeeName, rows.length],
  );
  const primaryLocked = otherPrimaryExists(rows, unid);
  const fields: FieldSpec<NationalIdInput>[] = [
    {
      name: 'nationalIdType',
      label: t('nationalId.idType'),
      kind: 'select',
      options: NATIONAL_ID_TYPES.map((type) => ({ value: type, label: t(`nationalId.types.${type}`) })),
      required: true,
      disabled: (mode) => mode === 'update',
    },
    { name: 'nationalIDNum', label: t('nationalId.idNumber'), required: true, maxLength: 20 },
    { name: 'name', label: t('nationalId.name'), maxLength: 40 },
    { name: 'country', label: t('nationalId.country'), maxLength: 40 },
    {
      name: 'primary',
      label: t('nationalId.primary'),
      kind: 'checkbox',
      wide: true,
      description: primaryLocked ? t('nationalId.anotherPrimary') : undefined,
      disabled: primaryLocked,
    },
  ];
  return (
    <RecordFormDialog
      opened={opened}
      onClose={onClose}
      title={editing ? t('nationalId.editTitle') : t('nationalId.addTitle')}
      schema={schema}
      fields={fields}
      blank={blank}
      editing={editing as NationalIdInput | null}
      onSubmit={(values, mode) => onSubmit({ ...values, unid }, mode)}
      submitLabel={editing ? t('common.save') : t('common.add')}
    />
  );
}
