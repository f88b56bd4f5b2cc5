import { DOCUMENT_MESSAGES, type DocumentCategory, pictureFileProblem, pictureProblem } from '@hrms/shared';
import { Alert, Button, FileInput, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../i18n';
import { ApiError } from '../../../lib/api-client';
import { errorMessage, notifyError, notifySuccess } from '../../../lib/notify';
import { uploadDocument, useInvalidatePictures } from '../documents.api';

type Props = {
  opened: boolean;
  onClose: () => void;
  employeeId: string;
  organizationId: string;
  category: DocumentCategory;
  title: string;
  /** Receives the new picture address after a successful upload. */
  onUploaded?: (src: string) => void;
};

/** File name + image (≤ 2 MB); a bad choice is cleared with the spec's message (spec 1 §5). */
export function PictureUploadDialog({ opened, onClose, employeeId, organizationId, category, title, onUploaded }: Props) {
  const { t } = useTranslation();
  const [fileName, setFileName] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const invalidate = useInvalidatePictures();

  function choose(next: File | null) {
    const issue = next ? pictureFileProblem(next) : null;
    if (issue) {
      setProblem(issue);
      setFile(null);
      return;
    }
    setProblem(null);
    setFile(next);
    if (next && !fileName) setFileName(next.name.replace(/\.[^.]+$/, ''));
  }

  async function submit() {
    const issue = pictureProblem(file, fileName);
    if (issue || !file) {
      setProblem(issue);
      return;
    }
    setBusy(true);
    try {
      const src = await uploadDocument({ employeeId, organizationId, fileName, category, file });
      notifySuccess(DOCUMENT_MESSAGES.uploaded);
      await invalidate();
      onUploaded?.(src);
      setFile(null);
      setFileName('');
      onClose();
    } catch (error) {
      const message =
        error instanceof ApiError ? errorMessage(error, DOCUMENT_MESSAGES.uploadFailed) : DOCUMENT_MESSAGES.uploadError;
      setProblem(message);
      notifyError(message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Stack>
        <TextInput
          label={t('onboardingDocuments.fileName')}
          value={fileName}
          onChange={(e) => setFileName(e.currentTarget.value)}
          maxLength={100}
        />
        <FileInput
          label={t('onboardingDocuments.picture')}
          placeholder={t('onboardingDocuments.chooseImage')}
          accept="image/png,image/jpeg,image/gif,image/webp"
          value={file}
          onChange={choose}
          clearable
        />
        {problem && (
          <Alert color="red" role="alert">
            {translateMessage(problem)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button onClick={submit} loading={busy}>
            {t('onboardingDocuments.upload')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
