import { zodResolver } from '@hookform/resolvers/zod';
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
import { Button, Group, Modal, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../i18n';
import { useCountryCodeOptions } from '../../../i18n/country-names';
import { showFieldErrors } from '../../../ui/records/save-failure';

type Props = {
  opened: boolean;
  onClose: () => void;
  /** The member being edited, or null to add. */
  editing: FamilyMemberRecord | null;
  rows: FamilyMemberRecord[];
  onSubmit: (values: FamilyMember, mode: 'create' | 'update') => Promise<void>;
};

const FIELDS = ['name', 'relation', 'countryCode', 'phoneNumber'] as const;

const blank = (): FamilyMemberInput => ({
  name: '',
  relation: '',
  countryCode: FAMILY_DEFAULT_COUNTRY_CODE,
  phoneNumber: '',
  memberId: null,
});

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
  const { control, register, handleSubmit, reset, setError, formState } = useForm<FamilyMemberInput, unknown, FamilyMember>({
    resolver: zodResolver(schema),
    defaultValues: blank(),
    mode: 'onTouched',
  });
  const errors = formState.errors;
  const shown = (message: string | undefined) => message && translateMessage(message);

  useEffect(() => {
    if (opened) reset(editing ? ({ ...editing } as FamilyMemberInput) : blank());
  }, [opened, editing, reset]);

  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit({ ...values, memberId }, editing ? 'update' : 'create');
    } catch (error) {
      showFieldErrors(error, FIELDS, setError);
    }
  });

  return (
    <Modal opened={opened} onClose={onClose} title={editing ? t('family.editTitle') : t('family.addTitle')} size="lg" centered>
      <form onSubmit={submit} noValidate>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t('family.name')}
            withAsterisk
            maxLength={40}
            {...register('name')}
            error={shown(errors.name?.message)}
          />
          <TextInput
            label={t('family.relation')}
            withAsterisk
            maxLength={40}
            {...register('relation')}
            error={shown(errors.relation?.message)}
          />
          <Controller
            control={control}
            name="countryCode"
            render={({ field }) => (
              <Select
                label={t('family.countryCode')}
                withAsterisk
                data={countryOptions}
                value={field.value ?? null}
                onChange={(value) => field.onChange(value ?? undefined)}
                onBlur={field.onBlur}
                error={shown(errors.countryCode?.message)}
                allowDeselect={false}
              />
            )}
          />
          <TextInput
            label={t('family.phoneNumber')}
            withAsterisk
            inputMode="numeric"
            maxLength={10}
            {...register('phoneNumber')}
            error={shown(errors.phoneNumber?.message)}
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
