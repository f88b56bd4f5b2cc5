import { HOLIDAY_MESSAGES as M } from '@hrms/shared';
import { Button, CopyButton, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../i18n';
import { QueryBody } from '../../../ui/records';
import { useHolidayFeedLink } from '../holidays.api';

/** The address calendar apps subscribe to, with a copy button. */
export function HolidayFeedDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const link = useHolidayFeedLink(opened);
  return (
    <Modal opened={opened} onClose={onClose} title={translateMessage(M.feedTitle)} size="lg" centered>
      <QueryBody query={link} errorText={translateMessage(M.feedFailed)} emptyText="" isEmpty={() => false}>
        {({ url }) => (
          <Stack gap="sm">
            <Text size="sm">{translateMessage(M.feedHelp)}</Text>
            <TextInput label={t('holidays.calendarAddress')} value={url} readOnly onFocus={(e) => e.currentTarget.select()} />
            <Group justify="flex-end">
              <CopyButton value={url}>
                {({ copied, copy }) => (
                  <Button color={copied ? 'teal' : 'blue'} onClick={copy}>
                    {copied ? t('people.copied') : t('holidays.copyAddress')}
                  </Button>
                )}
              </CopyButton>
            </Group>
          </Stack>
        )}
      </QueryBody>
    </Modal>
  );
}
