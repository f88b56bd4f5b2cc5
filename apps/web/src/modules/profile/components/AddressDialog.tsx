import {
  type ADDRESS_FIELD_LABELS,
  type AddressKind,
  addressSchemaFor,
  type HomeAddress,
  type HomeAddressView,
  type OfficeAddress,
  type OfficeAddressView,
} from '@hrms/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { type FieldSpec, RecordFormDialog } from '../../../ui/records';

export type AddressFormValues = Record<keyof typeof ADDRESS_FIELD_LABELS, string>;

const BLANK: AddressFormValues = {
  houseNumber: '',
  buildingNameFloor: '',
  street: '',
  village: '',
  town: '',
  district: '',
  state: '',
  country: 'India',
  pincode: '',
};

const PLACE_FIELDS = ['street', 'village', 'town', 'district', 'state', 'country', 'pincode'] as const;

type Props = {
  opened: boolean;
  onClose: () => void;
  kind: AddressKind;
  /** The address shown on the page, or null to start blank. */
  address: HomeAddressView | OfficeAddressView | null;
  /** Resolves when saved; an ApiError's field messages are shown under their fields. */
  onSubmit: (values: HomeAddress | OfficeAddress) => Promise<void>;
};

/** Edit one address section; every rule and message comes from the shared address schemas (spec 1 §5). */
export function AddressDialog({ opened, onClose, kind, address, onSubmit }: Props) {
  const { t } = useTranslation();
  // both kinds' schemas read the same nine text fields; the office one ignores the house number and the home one the building
  const schema = addressSchemaFor(kind) as unknown as z.ZodType<AddressFormValues, AddressFormValues>;
  const editing = useMemo(() => (address ? { ...BLANK, ...address } : null), [address]);
  const office = kind === 'office';
  const fields: FieldSpec<AddressFormValues>[] = [
    office
      ? { name: 'buildingNameFloor', label: t('address.fields.buildingNameFloor'), required: true, maxLength: 40 }
      : { name: 'houseNumber', label: t('address.fields.houseNumber'), required: true, maxLength: 10 },
    ...PLACE_FIELDS.map(
      (name): FieldSpec<AddressFormValues> =>
        name === 'pincode'
          ? { name, label: t(`address.fields.${name}`), required: true, maxLength: 6, inputMode: 'numeric' }
          : { name, label: t(`address.fields.${name}`), required: true, maxLength: name === 'street' ? 100 : 40 },
    ),
  ];
  return (
    <RecordFormDialog
      opened={opened}
      onClose={onClose}
      title={t(address ? 'address.editKind' : 'address.addKind', { kind: t(`address.kinds.${kind}`) })}
      schema={schema}
      fields={fields}
      blank={BLANK}
      editing={editing}
      onSubmit={(values) => onSubmit(values as unknown as HomeAddress | OfficeAddress)}
      submitLabel={t('common.save')}
    />
  );
}
