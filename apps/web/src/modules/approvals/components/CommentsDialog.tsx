import { zodResolver } from '@hookform/resolvers/zod';
import {
  APPROVAL_COMMENTS_MAX,
  type ApprovalCommentsForm,
  approvalCommentsFormSchema,
  optionalCommentsFormSchema,
} from '@hrms/shared';
import { Modal, Stack, Text, Textarea } from '@mantine/core';
import { type ReactNode, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../i18n';
import { errorMessage } from '../../../lib/notify';
import { FormActions } from '../../../ui/FormActions';
import { useApprovalSettings } from '../../organization';
import type { Verdict } from '../approvals.api';

type Props = {
  /** The request being decided (any kind); the dialog is titled with the person's name. */
  item: { employeeName: string } | null;
  verdict: Verdict;
  /** One line saying what is decided, e.g. the field change or the leave dates. */
  summary?: ReactNode;
  onClose: () => void;
  /** Resolves when the decision is recorded; a rejection is shown in the dialog. */
  onSubmit: (comments: string) => Promise<void>;
};

/**
 * The approve/reject dialog of every approval screen (profile, leave, attendance), titled with the
 * person's name; comments are mandatory (spec 3 §5: 'Comments are mandatory.') unless the organisation
 * made them optional for approving (BEYOND §B9).
 */
export function CommentsDialog({ item, verdict, summary, onClose, onSubmit }: Props) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const settings = useApprovalSettings();
  // rejecting always needs a comment; approving unless the organisation made it optional (the spec's rule until read)
  const required = verdict === 'reject' || settings.data?.commentRequired !== false;
  const { register, handleSubmit, reset, formState } = useForm<ApprovalCommentsForm, unknown, { comments: string }>({
    resolver: zodResolver(required ? approvalCommentsFormSchema : optionalCommentsFormSchema),
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
      console.error('Approval failed', error);
      setFailure(errorMessage(error));
    }
  });

  const approve = verdict === 'approve';
  return (
    <Modal opened={item !== null} onClose={onClose} title={item?.employeeName ?? ''} centered>
      {item && (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            {summary && (
              <Text size="sm" component="div">
                {summary}
              </Text>
            )}
            <Textarea
              label={t('approvals.comments')}
              withAsterisk={required}
              autosize
              minRows={3}
              maxLength={APPROVAL_COMMENTS_MAX}
              data-autofocus
              {...register('comments')}
              error={formState.errors.comments?.message && translateMessage(formState.errors.comments.message)}
            />
            <FormActions
              failure={failure}
              submitLabel={approve ? t('approvals.approve') : t('approvals.reject')}
              loading={formState.isSubmitting}
              onCancel={onClose}
              submitColor={approve ? 'green' : 'red'}
            />
          </Stack>
        </form>
      )}
    </Modal>
  );
}
