import { zodResolver } from '@hookform/resolvers/zod';
import { type Travel, type TravelInput, type TravelRecord, travelSchema } from '@hrms/shared';
import { Button, Group, Modal, SimpleGrid, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { FormDateField } from '../../../ui/DateField';
import { showFieldErrors } from '../../../ui/records/save-failure';

type Props = {
  opened: boolean;
  onClose: () => void;
  /** The record being edited, or null to add the first one. */
  editing: TravelRecord | null;
  onSubmit: (values: Travel, mode: 'create' | 'update') => Promise<void>;
};

const FIELDS = ['passportNumber', 'issueDate', 'expireDate', 'placeOfIssue', 'country', 'issuingAuthority'] as const;

const blank = (): TravelInput => ({
  passportNumber: '',
  issueDate: '',
  expireDate: '',
  placeOfIssue: '',
  country: 'India',
  issuingAuthority: '',
});

/** Add/edit the passport (spec 1 §5): one letter and 7 digits, expiry after issue and within 20 years. */
export function TravelDialog({ opened, onClose, editing, onSubmit }: Props) {
  const { control, register, handleSubmit, reset, setError, formState } = useForm<TravelInput, unknown, Travel>({
    resolver: zodResolver(travelSchema),
    defaultValues: blank(),
    mode: 'onTouched',
  });
  const errors = formState.errors;

  useEffect(() => {
    if (opened) reset(editing ? { ...editing } : blank());
  }, [opened, editing, reset]);

  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values, editing ? 'update' : 'create');
    } catch (error) {
      showFieldErrors(error, FIELDS, setError);
    }
  });

  return (
    <Modal opened={opened} onClose={onClose} title={editing ? 'Edit Travel Details' : 'Add Travel Details'} size="lg" centered>
      <form onSubmit={submit} noValidate>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label="Passport Number"
            withAsterisk
            maxLength={8}
            placeholder="e.g. K1234567"
            {...register('passportNumber')}
            error={errors.passportNumber?.message}
          />
          <TextInput
            label="Place of Issue"
            withAsterisk
            maxLength={40}
            {...register('placeOfIssue')}
            error={errors.placeOfIssue?.message}
          />
          <FormDateField label="Issue Date" withAsterisk control={control} name="issueDate" error={errors.issueDate?.message} />
          <FormDateField
            label="Expiry Date"
            withAsterisk
            control={control}
            name="expireDate"
            error={errors.expireDate?.message}
          />
          <TextInput label="Country" withAsterisk maxLength={40} {...register('country')} error={errors.country?.message} />
          <TextInput
            label="Issuing Authority"
            withAsterisk
            maxLength={40}
            {...register('issuingAuthority')}
            error={errors.issuingAuthority?.message}
          />
        </SimpleGrid>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={formState.isSubmitting}>
            {editing ? 'Save' : 'Add'}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
