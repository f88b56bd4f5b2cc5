import { generateCaptcha, homePathFor, LOGIN_MESSAGES } from '@hrms/shared';
import { Alert, Anchor, Box, Button, Center, Group, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { translateMessage } from '../../../i18n';
import { LanguageButtons } from '../../../i18n/LanguageSwitch';
import { ApiError } from '../../../lib/api-client';
import { notifyError } from '../../../lib/notify';
import { useSession } from '../../../lib/use-session';
import { login } from '../auth.api';
import { Captcha } from '../components/Captcha';

// Single sign-on loads only when it may show something: an organisation in the link, a sign-in coming back,
// or a user id being typed (a plain visit to the login page stays within its weight budget).
const SsoSignIn = lazy(() => import('../../sso').then((m) => ({ default: m.SsoSignIn })));
const SSO_PARAMS = ['organizationId', 'ssoError', 'sso'];

export function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const session = useSession();
  const { t } = useTranslation();
  const [employeeId, setEmployeeId] = useState('');
  const [password, setPassword] = useState('');
  const [captchaInput, setCaptchaInput] = useState('');
  const [captcha, setCaptcha] = useState(() => generateCaptcha());
  const [errors, setErrors] = useState<{ employeeId?: string; password?: string; captcha?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  if (session && !pending) return <Navigate to={homePathFor(session.role)} replace />;

  function newCaptcha() {
    setCaptcha(generateCaptcha());
    setCaptchaInput('');
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const next: typeof errors = {};
    if (!employeeId.trim()) next.employeeId = LOGIN_MESSAGES.userIdRequired;
    if (!password) next.password = LOGIN_MESSAGES.passwordRequired;
    if (!next.employeeId && !next.password && captchaInput !== captcha) next.captcha = LOGIN_MESSAGES.wrongCaptcha;
    setErrors(next);
    setFailure(null);
    if (next.captcha) newCaptcha();
    if (Object.keys(next).length > 0) return;

    setPending(true);
    try {
      const result = await login(employeeId.trim(), password);
      navigate(homePathFor(result.userRole), { replace: true });
    } catch (error) {
      const message = error instanceof ApiError ? error.message || LOGIN_MESSAGES.loginFailed : LOGIN_MESSAGES.networkFailure;
      setFailure(message);
      notifyError(message);
      newCaptcha();
    } finally {
      setPending(false);
    }
  }

  return (
    <Center mih="100vh" p="md" bg="var(--app-login-background)">
      <Paper shadow="md" radius="md" p="xl" w="100%" maw={420} withBorder>
        <Group justify="flex-end" mb="xs">
          <LanguageButtons testId="login-language" />
        </Group>
        <Stack align="center" gap={4} mb="lg">
          <img src="/logo.svg" alt={t('shell.logo')} width={56} height={56} />
          <Title order={1} size="h2">
            {t('login.welcome')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('login.subtitle')}
          </Text>
        </Stack>
        <Box component="form" onSubmit={submit} noValidate>
          <Stack>
            <TextInput
              label={t('login.userId')}
              placeholder={t('login.userIdPlaceholder')}
              value={employeeId}
              onChange={(e) => setEmployeeId(e.currentTarget.value)}
              error={errors.employeeId && translateMessage(errors.employeeId)}
              autoComplete="username"
              autoFocus
            />
            <PasswordInput
              label={t('login.password')}
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              error={errors.password && translateMessage(errors.password)}
              autoComplete="current-password"
            />
            <Captcha text={captcha} onRefresh={newCaptcha} />
            <TextInput
              label={t('login.captcha')}
              placeholder={t('login.captchaPlaceholder')}
              value={captchaInput}
              onChange={(e) => setCaptchaInput(e.currentTarget.value)}
              error={errors.captcha && translateMessage(errors.captcha)}
              maxLength={6}
              autoComplete="off"
            />
            {failure && (
              <Alert color="red" role="alert">
                {translateMessage(failure)}
              </Alert>
            )}
            <Button type="submit" loading={false} disabled={pending} fullWidth>
              {pending ? t('login.submitting') : t('login.submit')}
            </Button>
            <Anchor component={Link} to="/forgot" size="sm" ta="center">
              {t('login.forgot')}
            </Anchor>
          </Stack>
        </Box>
        {(employeeId.trim().length >= 3 || SSO_PARAMS.some((name) => params.has(name))) && (
          <Suspense fallback={null}>
            <SsoSignIn typed={employeeId} />
          </Suspense>
        )}
      </Paper>
    </Center>
  );
}
