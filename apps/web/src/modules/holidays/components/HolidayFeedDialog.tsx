import { HOLIDAY_MESSAGES as M } from '@hrms/shared';
import { Button, CopyButton, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { QueryBody } from '../../../ui/records';
import { useHolidayFeedLink } from '../holidays.api';

/** The address calendar apps subscribe to, with a copy button. */
export function HolidayFeedDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const link = useHolidayFeedLink(opened);
  return (
    <Modal opened={opened} onClose={onClose} title={M.feedTitle} size="lg" centered>
      <QueryBody query={link} errorText={M.feedFailed} emptyText="" isEmpty={() => false}>
        {({ url }) => (
          <Stack gap="sm">
            <Text size="sm">{M.feedHelp}</Text>
            <TextInput label="Calendar address" value={url} readOnly onFocus={(e) => e.currentTarget.select()} />
            <Group justify="flex-end">
              <CopyButton value={url}>
                {({ copied, copy }) => (
                  <Button color={copied ? 'teal' : 'blue'} onClick={copy}>
                    {copied ? 'Copied' : 'Copy address'}
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
