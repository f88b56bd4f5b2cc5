import { MAIL_MESSAGES, testMailSchema } from '@hrms/shared';
import { Alert, Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../i18n';
import { errorMessage } from '../../../lib/notify';
import { useSendTestMail } from '../mail.api';

/**
 * The server's answer in the user's language: a known message, or the refusal with the mail server's own
 * words after it ("…did not accept the test mail: 550 …").
 */
function testResult(message: string): string {
  const refused = `${MAIL_MESSAGES.testRefused}: `;
  return message.startsWith(refused)
    ? `${translateMessage(MAIL_MESSAGES.testRefused)}: ${message.slice(refused.length)}`
    : translateMessage(message);
}

/** Sends a test mail through the organisation's mail settings now and says whether the server took it. */
export function TestMailForm() {
  const { t } = useTranslation();
  const send = useSendTestMail();
  const [to, setTo] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const submit = () => {
    const parsed = testMailSchema.safeParse({ to: to.trim() });
    if (!parsed.success) {
      setInvalid(t('tools.mail.invalidAddress'));
      return;
    }
    setInvalid(null);
    send.mutate(parsed.data.to);
  };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label={t('tools.mail.testTo')}
          placeholder={t('tools.mail.testPlaceholder')}
          value={to}
          onChange={(e) => setTo(e.currentTarget.value)}
          error={invalid}
          style={{ flex: '1 1 240px' }}
        />
        <Button type="submit" loading={send.isPending}>
          {t('tools.mail.sendTest')}
        </Button>
      </Group>
      {send.data && (
        <Alert mt="sm" color={send.data.accepted ? 'green' : 'red'} role="status">
          {testResult(send.data.message)}
        </Alert>
      )}
      {send.isError && (
        <Alert mt="sm" color="red" role="status">
          {errorMessage(send.error, MAIL_MESSAGES.testRefused)}
        </Alert>
      )}
    </form>
  );
}
