import { zodResolver } from '@hookform/resolvers/zod';
import { DESIGNATION_MESSAGES, type Designation, designationSchema } from '@hrms/shared';
import { Box, Button, Group, Text, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../i18n';
import { ApiError } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { useAddDesignation } from '../organization.api';

/** 'Add New Designation' input, Add button and the inline error line (spec 3 §2.15, §5). */
export function DesignationForm({ onAdded }: { onAdded: (designation: string) => void }) {
  const { t } = useTranslation();
  const add = useAddDesignation();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ designation: string }, unknown, Designation>({
    resolver: zodResolver(designationSchema),
    defaultValues: { designation: '' },
  });

  const submit = handleSubmit(async (values) => {
    try {
      const saved = await add.mutateAsync(values);
      reset({ designation: '' });
      notifySuccess(DESIGNATION_MESSAGES.added);
      onAdded(saved.designation);
    } catch (error) {
      const message =
        error instanceof ApiError && error.status < 500 && error.message ? error.message : DESIGNATION_MESSAGES.addFailed;
      setError('designation', { message });
    }
  });

  const problem = errors.designation?.message;
  return (
    <Box component="form" onSubmit={submit} noValidate aria-label={t('designations.add')}>
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <TextInput
          label={t('messages.designations.inputLabel')}
          placeholder={t('designations.example')}
          description={t('designations.hint')}
          style={{ flex: 1 }}
          maxLength={60}
          error={Boolean(problem)}
          aria-describedby={problem ? 'designation-error' : undefined}
          {...register('designation')}
        />
        <Button type="submit" loading={isSubmitting}>
          {t('common.add')}
        </Button>
      </Group>
      <Text id="designation-error" role="alert" c="red" size="sm" mt={6} mih={20} data-testid="designation-error">
        {problem ? translateMessage(problem) : ''}
      </Text>
    </Box>
  );
}
