import { Avatar, Group, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEmployeeName, usePicture } from '../documents.api';
import { PictureUploadDialog } from './PictureUploadDialog';

/** The header's picture (or initials) and employee id; a click opens the ID-card picture upload. */
export function IdCardPictureButton({ employeeId, organizationId }: { employeeId: string; organizationId: string }) {
  const [opened, setOpened] = useState(false);
  const picture = usePicture('id-card-pic', employeeId, organizationId);
  const name = useEmployeeName(employeeId);
  const { t } = useTranslation();
  return (
    <>
      <UnstyledButton onClick={() => setOpened(true)} aria-label={t('shell.uploadIdPicture')} px={4}>
        <Group gap={6} wrap="nowrap">
          {/* no picture yet: the person's initials (a placeholder until the name is known) */}
          <Avatar
            src={picture.data ?? undefined}
            size="sm"
            radius="xl"
            alt={t('shell.idPicture')}
            name={name.data ?? undefined}
            color="initials"
          />
          <Text size="sm" fw={500} data-testid="header-employee-id">
            {employeeId}
          </Text>
        </Group>
      </UnstyledButton>
      <PictureUploadDialog
        opened={opened}
        onClose={() => setOpened(false)}
        employeeId={employeeId}
        organizationId={organizationId}
        category="ID_CARD"
        title={t('shell.uploadIdPicture')}
      />
    </>
  );
}
