import { Avatar, Group, Paper, Stack, Text, Title, Tooltip, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PictureUploadDialog, usePicture } from '../../documents';
import { displayPrefixedName } from './display';

type Props = {
  employeeId: string;
  organizationId: string;
  prefix: string;
  firstname: string;
  designation: string;
  /** Everyone but admins may open the picture upload from the dashboard (spec 1 §2.4, §6). */
  canUpload: boolean;
  /** Sample data: no picture is fetched and nothing can be uploaded. */
  sample?: boolean;
};

/** The dashboard's picture, prefix, first name, employee id and designation. */
export function ProfileHeaderCard({ employeeId, organizationId, prefix, firstname, designation, canUpload, sample }: Props) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const picture = usePicture('profile-pic', sample ? undefined : employeeId, organizationId);
  const avatar = (
    <Avatar src={picture.data ?? undefined} size={96} radius="50%" alt={t('employees.profile.profilePicture')} color="blue">
      {firstname.slice(0, 1) || '?'}
    </Avatar>
  );
  return (
    <Paper withBorder radius="md" p="md">
      <Group gap="lg" wrap="nowrap" align="center">
        {canUpload && !sample ? (
          <Tooltip label={t('employees.profile.changePicture')}>
            <UnstyledButton
              onClick={() => setOpened(true)}
              aria-label={t('employees.profile.uploadPicture')}
              style={{ borderRadius: '50%' }}
            >
              {avatar}
            </UnstyledButton>
          </Tooltip>
        ) : (
          avatar
        )}
        <Stack gap={2} miw={0}>
          <Title order={3} style={{ overflowWrap: 'anywhere' }} data-testid="profile-name">
            {displayPrefixedName(t, prefix, firstname)}
          </Title>
          <Text c="dimmed" size="sm" data-testid="profile-employee-id">
            {employeeId}
          </Text>
          <Text size="sm" fw={500} data-testid="profile-designation">
            {designation}
          </Text>
        </Stack>
      </Group>
      {canUpload && !sample && (
        <PictureUploadDialog
          opened={opened}
          onClose={() => setOpened(false)}
          employeeId={employeeId}
          organizationId={organizationId}
          category="PROFILE_PIC"
          title={t('employees.profile.uploadPicture')}
        />
      )}
    </Paper>
  );
}
