import { DOCUMENT_MESSAGES } from '@hrms/shared';
import { Button, Group, List, Loader, Paper, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { DocumentDownloadLink, PictureUploadDialog, useDocumentList } from '../../documents';

type Props = { employeeId: string; organizationId: string; canUpload: boolean };

/** The EXPERIENCE documents of /experience/{id} (spec 1 §2.9) with the admin's Upload dialog. */
export function ExperienceDocuments({ employeeId, organizationId, canUpload }: Props) {
  const { t } = useTranslation();
  const documents = useDocumentList(employeeId, organizationId, 'EXPERIENCE');
  const [uploading, setUploading] = useState(false);

  useEffect(() => {
    if (documents.isError) notifyError(DOCUMENT_MESSAGES.accessDenied);
  }, [documents.isError]);
  useEffect(() => {
    if (documents.isSuccess && documents.dataUpdatedAt) notifySuccess(DOCUMENT_MESSAGES.fetched);
  }, [documents.isSuccess, documents.dataUpdatedAt]);

  let body: React.ReactNode;
  if (documents.isPending) body = <Loader size="sm" aria-label={t('experience.loadingDocuments')} />;
  else if (documents.isError) body = <Text c="red">{t('messages.documents.accessDenied')}</Text>;
  else if (documents.data.length === 0) body = <Text c="dimmed">{t('messages.experience.noDocuments')}</Text>;
  else
    body = (
      <List spacing={4} aria-label={t('experience.documentList')}>
        {documents.data.map((doc) => (
          <List.Item key={doc.documentId ?? doc.fileName}>
            <DocumentDownloadLink url={doc.url} fileName={doc.fileName} />
          </List.Item>
        ))}
      </List>
    );

  return (
    <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }} mt="md">
      <Group justify="space-between" mb="sm">
        <Title order={4}>{t('experience.documents')}</Title>
        {canUpload && (
          <Button size="xs" variant="light" onClick={() => setUploading(true)}>
            {t('experience.upload')}
          </Button>
        )}
      </Group>
      {body}
      {canUpload && (
        <PictureUploadDialog
          opened={uploading}
          onClose={() => setUploading(false)}
          employeeId={employeeId}
          organizationId={organizationId}
          category="EXPERIENCE"
          title={t('experience.uploadTitle')}
        />
      )}
    </Paper>
  );
}
