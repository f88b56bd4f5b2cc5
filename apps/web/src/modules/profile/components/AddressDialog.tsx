import { zodResolver } from '@hookform/resolvers/zod';
import {
  type ADDRESS_FIELD_LABELS,
  type AddressKind,
  addressSchemaFor,
  type HomeAddress,
  type HomeAddressView,
  type OfficeAddress,
  type OfficeAddressView,
} from '@hrms/shared';
import { Button, Group, Modal, SimpleGrid, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../i18n';
import { showServerFieldErrors } from '../../../lib/form-errors';

export type AddressFormValues = Record<keyof typeof ADDRESS_FIELD_LABELS, string>;

const EMPTY: AddressFormValues = {
  houseNumber: '',
  buildingNameFloor: '',
  street: '',
  village: '',
  town: '',
  district: '',
  state: '',
  country: '',
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
  const schema = addressSchemaFor(kind);
  const firstField = kind === 'office' ? 'buildingNameFloor' : 'houseNumber';
  const { register, handleSubmit, reset, setError, formState } = useForm<AddressFormValues>({
    resolver: zodResolver(schema) as unknown as Resolver<AddressFormValues>,
    defaultValues: { ...EMPTY, ...address },
    mode: 'onTouched',
  });
  const errors = formState.errors;
  const shown = (message: string | undefined) => message && translateMessage(message);

  useEffect(() => {
    if (opened) reset({ ...EMPTY, country: 'India', ...address });
  }, [opened, address, reset]);

  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values as unknown as HomeAddress | OfficeAddress);
    } catch (error) {
      showServerFieldErrors(error, setError, EMPTY);
    }
  });

  const field = (name: keyof AddressFormValues, extra: { maxLength?: number; inputMode?: 'numeric' } = {}) => (
    <TextInput
      key={name}
      label={t(`address.fields.${name}`)}
      withAsterisk
      {...register(name)}
      {...extra}
      error={shown(errors[name]?.message)}
    />
  );

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t(address ? 'address.editKind' : 'address.addKind', { kind: t(`address.kinds.${kind}`) })}
      size="lg"
      centered
    >
      <form onSubmit={submit} noValidate>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {field(firstField, { maxLength: kind === 'office' ? 40 : 10 })}
          {PLACE_FIELDS.map((name) =>
            field(
              name,
              name === 'pincode' ? { maxLength: 6, inputMode: 'numeric' } : { maxLength: name === 'street' ? 100 : 40 },
            ),
          )}
        </SimpleGrid>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={formState.isSubmitting}>
            {t('common.save')}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
