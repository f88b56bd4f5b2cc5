import { zodResolver } from '@hookform/resolvers/zod';
import {
  APPROVAL_COMMENTS_MAX,
  type ApprovalCommentsForm,
  approvalCommentsFormSchema,
  type ProfileChangeRequest,
  profileFieldLabel,
} from '@hrms/shared';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorMessage } from '../../../lib/notify';
import type { Verdict } from '../approvals.api';
import { displayValue } from './display';

type Props = {
  item: ProfileChangeRequest | null;
  verdict: Verdict;
  onClose: () => void;
  /** Resolves when the decision is recorded; a rejection is shown in the dialog. */
  onSubmit: (comments: string) => Promise<void>;
};

/** The approve/reject dialog, titled with the person's name; comments are mandatory (spec 3 §5). */
export function CommentsDialog({ item, verdict, onClose, onSubmit }: Props) {
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, reset, formState } = useForm<ApprovalCommentsForm, unknown, { comments: string }>({
    resolver: zodResolver(approvalCommentsFormSchema),
    defaultValues: { comments: '' },
  });

  useEffect(() => {
    if (item) {
      reset({ comments: '' });
      setFailure(null);
    }
  }, [item, reset]);

  const submit = handleSubmit(async ({ comments }) => {
    setFailure(null);
    try {
      await onSubmit(comments);
    } catch (error) {
      console.error('Profile approval failed', error);
      setFailure(errorMessage(error));
    }
  });

  const approve = verdict === 'approve';
  return (
    <Modal opened={item !== null} onClose={onClose} title={item?.employeeName ?? ''} centered>
      {item && (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <Text size="sm">
              {approve ? 'Approve' : 'Reject'} the change of <b>{profileFieldLabel(item.fieldName)}</b> from{' '}
              <b>{displayValue(item.fieldName, item.oldValue)}</b> to <b>{displayValue(item.fieldName, item.newValue)}</b>.
            </Text>
            <Textarea
              label="Comments"
              withAsterisk
              autosize
              minRows={3}
              maxLength={APPROVAL_COMMENTS_MAX}
              data-autofocus
              {...register('comments')}
              error={formState.errors.comments?.message}
            />
            {failure && (
              <Alert color="red" role="alert">
                {failure}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" color={approve ? 'green' : 'red'} loading={formState.isSubmitting}>
                {approve ? 'Approve' : 'Reject'}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
