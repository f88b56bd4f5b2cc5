import { DOCUMENT_MESSAGES, EXPERIENCE_MESSAGES } from '@hrms/shared';
import { Button, Group, List, Loader, Paper, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { DocumentDownloadLink } from '../../documents/components/DocumentDownloadLink';
import { PictureUploadDialog } from '../../documents/components/PictureUploadDialog';
import { useDocumentList } from '../../documents/documents.api';

type Props = { employeeId: string; organizationId: string; canUpload: boolean };

/** The EXPERIENCE documents of /experience/{id} (spec 1 §2.9) with the admin's Upload dialog. */
export function ExperienceDocuments({ employeeId, organizationId, canUpload }: Props) {
  const documents = useDocumentList(employeeId, organizationId, 'EXPERIENCE');
  const [uploading, setUploading] = useState(false);

  useEffect(() => {
    if (documents.isError) notifyError(DOCUMENT_MESSAGES.accessDenied);
  }, [documents.isError]);
  useEffect(() => {
    if (documents.isSuccess && documents.dataUpdatedAt) notifySuccess(DOCUMENT_MESSAGES.fetched);
  }, [documents.isSuccess, documents.dataUpdatedAt]);

  let body: React.ReactNode;
  if (documents.isPending) body = <Loader size="sm" aria-label="Loading documents" />;
  else if (documents.isError) body = <Text c="red">{DOCUMENT_MESSAGES.accessDenied}</Text>;
  else if (documents.data.length === 0) body = <Text c="dimmed">{EXPERIENCE_MESSAGES.noDocuments}</Text>;
  else
    body = (
      <List spacing={4} aria-label="Experience documents">
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
        <Title order={4}>Documents</Title>
        {canUpload && (
          <Button size="xs" variant="light" onClick={() => setUploading(true)}>
            Upload
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
          title="Upload Experience Document"
        />
      )}
    </Paper>
  );
}
