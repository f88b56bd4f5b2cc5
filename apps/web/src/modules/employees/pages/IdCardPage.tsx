import { ID_CARD_MESSAGES } from '@hrms/shared';
import { Avatar, Button, Center, Divider, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { translateMessage } from '../../../i18n';
import { notifyError } from '../../../lib/notify';
import { useSession } from '../../../lib/use-session';
import { BackLink } from '../../../ui/BackLink';
import { ErrorState } from '../../../ui/ErrorState';
import { PageHeader } from '../../../ui/PageHeader';
import { PictureUploadDialog, usePicture } from '../../documents';
import { useIdCard } from '../employee-profile.api';

function Line({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Stack gap={0} align="center">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={500} data-testid={testId} ta="center" style={{ overflowWrap: 'anywhere' }}>
        {value || '—'}
      </Text>
    </Stack>
  );
}

/** /EmployeeId/{employeeId}: the ID card preview with its picture upload (spec 2 'ID card preview'). */
export function IdCardPage() {
  const { t } = useTranslation();
  const session = useSession();
  const employeeId = useParams().employeeId ?? session?.employeeId ?? '';
  const card = useIdCard(employeeId);
  const picture = usePicture('id-card-pic', employeeId, session?.organizationId);
  const [opened, setOpened] = useState(false);
  const failed = card.isError;

  useEffect(() => {
    if (failed) notifyError(ID_CARD_MESSAGES.failed);
  }, [failed]);

  if (!session) return null;
  return (
    <>
      <PageHeader title={t('employees.idCard.title')} back={<BackLink to="/userdashboard" />} />
      {card.isPending && (
        <Center py="xl">
          <Loader />
        </Center>
      )}
      {failed && <ErrorState message={translateMessage(ID_CARD_MESSAGES.failed).trim()} onRetry={() => card.refetch()} />}
      {card.data && (
        <Center>
          <Paper withBorder shadow="sm" radius="lg" p="xl" w="100%" maw={360} data-testid="id-card">
            <Stack align="center" gap="md">
              <img src="/logo.svg" alt="" width={40} height={40} />
              <Avatar
                src={picture.data ?? undefined}
                size={120}
                radius="md"
                alt={t('shell.idPicture')}
                name={card.data.employeeName}
                color="initials"
              />
              <Title order={3} ta="center" data-testid="id-card-name">
                {card.data.employeeName}
              </Title>
              <Text c="dimmed" size="sm">
                {employeeId}
              </Text>
              <Divider w="100%" />
              <Line label={t('employees.idCard.contactNumber')} value={card.data.contactNumber} testId="id-card-contact" />
              <Line label={t('employees.idCard.designation')} value={card.data.designation} testId="id-card-designation" />
              <Button variant="light" onClick={() => setOpened(true)}>
                {t('employees.idCard.uploadPicture')}
              </Button>
            </Stack>
          </Paper>
        </Center>
      )}
      <PictureUploadDialog
        opened={opened}
        onClose={() => setOpened(false)}
        employeeId={employeeId}
        organizationId={session.organizationId}
        category="ID_CARD"
        title={t('shell.uploadIdPicture')}
      />
    </>
  );
}
