import { MAIL_MESSAGES, testMailSchema } from '@hrms/shared';
import { Alert, Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../lib/notify';
import { useSendTestMail } from '../mail.api';

/** Sends a test mail through the organisation's mail settings now and says whether the server took it. */
export function TestMailForm() {
  const send = useSendTestMail();
  const [to, setTo] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const submit = () => {
    const parsed = testMailSchema.safeParse({ to: to.trim() });
    if (!parsed.success) {
      setInvalid('Enter a valid e-mail address.');
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
          label="Send a test mail to"
          placeholder="name@example.com"
          value={to}
          onChange={(e) => setTo(e.currentTarget.value)}
          error={invalid}
          style={{ flex: '1 1 240px' }}
        />
        <Button type="submit" loading={send.isPending}>
          Send test mail
        </Button>
      </Group>
      {send.data && (
        <Alert mt="sm" color={send.data.accepted ? 'green' : 'red'} role="status">
          {send.data.message}
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
