import { zodResolver } from '@hookform/resolvers/zod';
import { type Travel, type TravelInput, type TravelRecord, travelSchema } from '@hrms/shared';
import { Button, Group, Modal, SimpleGrid, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../i18n';
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
  const { t } = useTranslation();
  const { control, register, handleSubmit, reset, setError, formState } = useForm<TravelInput, unknown, Travel>({
    resolver: zodResolver(travelSchema),
    defaultValues: blank(),
    mode: 'onTouched',
  });
  const errors = formState.errors;
  const shown = (message: string | undefined) => message && translateMessage(message);

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
    <Modal opened={opened} onClose={onClose} title={editing ? t('travel.editTitle') : t('travel.addTitle')} size="lg" centered>
      <form onSubmit={submit} noValidate>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t('travel.passportNumber')}
            withAsterisk
            maxLength={8}
            placeholder={t('travel.passportExample')}
            {...register('passportNumber')}
            error={shown(errors.passportNumber?.message)}
          />
          <TextInput
            label={t('travel.placeOfIssue')}
            withAsterisk
            maxLength={40}
            {...register('placeOfIssue')}
            error={shown(errors.placeOfIssue?.message)}
          />
          <FormDateField
            label={t('travel.issueDate')}
            withAsterisk
            control={control}
            name="issueDate"
            error={shown(errors.issueDate?.message)}
          />
          <FormDateField
            label={t('travel.expiryDate')}
            withAsterisk
            control={control}
            name="expireDate"
            error={shown(errors.expireDate?.message)}
          />
          <TextInput
            label={t('travel.country')}
            withAsterisk
            maxLength={40}
            {...register('country')}
            error={shown(errors.country?.message)}
          />
          <TextInput
            label={t('travel.issuingAuthority')}
            withAsterisk
            maxLength={40}
            {...register('issuingAuthority')}
            error={shown(errors.issuingAuthority?.message)}
          />
        </SimpleGrid>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={formState.isSubmitting}>
            {editing ? t('common.save') : t('common.add')}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
