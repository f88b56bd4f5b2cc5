import { FORGOT_PASSWORD_MESSAGES, formatCountdown, MIN_PASSWORD_LENGTH, OTP_LENGTH, OTP_VALIDITY_SECONDS } from '@hrms/shared';
import {
  Alert,
  Anchor,
  Box,
  Button,
  Center,
  Group,
  Modal,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { translateMessage } from '../../../i18n';
import { errorMessage, notifySuccess } from '../../../lib/notify';
import { requestOtp, resetPassword } from '../auth.api';

/** Forgot password (spec 3 §2.14): Employee ID → Verify; then OTP, new password, confirm, with a 300 s countdown. */
export function ForgotPasswordPage() {
  const navigate = useNavigate();
  const { t } = useTranslation();
  const [employeeId, setEmployeeId] = useState('');
  const [step, setStep] = useState<'id' | 'reset'>('id');
  const [otp, setOtp] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [secondsLeft, setSecondsLeft] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (step !== 'reset' || secondsLeft <= 0) return;
    const timer = setTimeout(() => setSecondsLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [step, secondsLeft]);

  async function sendOtp() {
    if (!employeeId.trim()) {
      setError(FORGOT_PASSWORD_MESSAGES.emptyInput);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const { message } = await requestOtp(employeeId.trim());
      notifySuccess(message);
      setStep('reset');
      setSecondsLeft(OTP_VALIDITY_SECONDS);
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  }

  async function verify(event: FormEvent) {
    event.preventDefault();
    await sendOtp();
  }

  async function submitReset(event: FormEvent) {
    event.preventDefault();
    if (password !== confirm || password.length < MIN_PASSWORD_LENGTH) {
      setError(FORGOT_PASSWORD_MESSAGES.passwordsMismatch);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await resetPassword({ employeeId: employeeId.trim(), otp, password });
      setDone(true);
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Center mih="80vh" p="md">
      <Paper shadow="md" radius="md" p="xl" w="100%" maw={440} withBorder>
        <Title order={2} mb="xs">
          {t('forgot.title')}
        </Title>
        <Text c="dimmed" size="sm" mb="lg">
          {step === 'id' ? t('forgot.askId') : t('forgot.codeSent', { length: OTP_LENGTH })}
        </Text>
        {step === 'id' ? (
          <Box component="form" onSubmit={verify} noValidate>
            <Stack>
              <TextInput
                label={t('forgot.employeeId')}
                value={employeeId}
                onChange={(e) => setEmployeeId(e.currentTarget.value)}
                autoFocus
              />
              {error && (
                <Alert color="red" role="alert">
                  {translateMessage(error)}
                </Alert>
              )}
              <Button type="submit" loading={busy}>
                {t('forgot.verify')}
              </Button>
            </Stack>
          </Box>
        ) : (
          <Box component="form" onSubmit={submitReset} noValidate>
            <Stack>
              <TextInput label={t('forgot.employeeId')} value={employeeId} readOnly />
              <TextInput
                label={t('forgot.otp')}
                value={otp}
                onChange={(e) => setOtp(e.currentTarget.value.replace(/\D/g, '').slice(0, OTP_LENGTH))}
                maxLength={OTP_LENGTH}
                inputMode="numeric"
                autoComplete="one-time-code"
              />
              <PasswordInput
                label={t('forgot.newPassword')}
                value={password}
                onChange={(e) => setPassword(e.currentTarget.value)}
              />
              <PasswordInput
                label={t('forgot.confirmPassword')}
                value={confirm}
                onChange={(e) => setConfirm(e.currentTarget.value)}
              />
              <Group justify="space-between">
                <Text size="sm" c={secondsLeft > 0 ? 'dimmed' : 'red'} data-testid="otp-countdown">
                  {secondsLeft > 0 ? t('forgot.expiresIn', { time: formatCountdown(secondsLeft) }) : t('forgot.expired')}
                </Text>
                <Button variant="subtle" size="xs" disabled={secondsLeft > 0 || busy} onClick={sendOtp}>
                  {t('forgot.resendOtp')}
                </Button>
              </Group>
              {error && (
                <Alert color="red" role="alert">
                  {translateMessage(error)}
                </Alert>
              )}
              <Button type="submit" loading={busy}>
                {t('forgot.resetPassword')}
              </Button>
            </Stack>
          </Box>
        )}
        <Anchor component={Link} to="/" size="sm" mt="md" display="block" ta="center">
          {t('forgot.backToLogin')}
        </Anchor>
      </Paper>
      <Modal
        opened={done}
        onClose={() => navigate('/', { replace: true })}
        title={t('messages.forgotPassword.resetSuccess')}
        centered
      >
        <Stack>
          <Text>{t('forgot.canLogIn')}</Text>
          <Button onClick={() => navigate('/', { replace: true })}>{t('forgot.goToLogin')}</Button>
        </Stack>
      </Modal>
    </Center>
  );
}
