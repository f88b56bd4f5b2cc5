import { zodResolver } from '@hookform/resolvers/zod';
import { DESIGNATION_MESSAGES, type Designation, designationSchema } from '@hrms/shared';
import { Box, Button, Group, Text, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { useAddDesignation } from '../organization.api';

/** 'Add New Designation' input, Add button and the inline error line (spec 3 §2.15, §5). */
export function DesignationForm({ onAdded }: { onAdded: (designation: string) => void }) {
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
    <Box component="form" onSubmit={submit} noValidate aria-label="Add designation">
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <TextInput
          label={DESIGNATION_MESSAGES.inputLabel}
          placeholder="e.g. Product Manager"
          description="Letters and spaces, starting with a letter; at most 50 characters"
          style={{ flex: 1 }}
          maxLength={60}
          error={Boolean(problem)}
          aria-describedby={problem ? 'designation-error' : undefined}
          {...register('designation')}
        />
        <Button type="submit" loading={isSubmitting}>
          Add
        </Button>
      </Group>
      <Text id="designation-error" role="alert" c="red" size="sm" mt={6} mih={20} data-testid="designation-error">
        {problem ?? ''}
      </Text>
    </Box>
  );
}
