import { Anchor, Container, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { translatedHeaderTitle } from '../i18n/titles';

/** Shown by routes whose screens later work fills in: the title and one honest line, nothing fake. */
export function NotYetAvailablePage({ notFound = false }: { notFound?: boolean }) {
  const { pathname } = useLocation();
  const { t } = useTranslation();
  return (
    <Container size="sm" py="xl">
      <Title order={2}>{notFound ? t('shell.pageNotFound') : translatedHeaderTitle(t, pathname)}</Title>
      <Text c="dimmed" mt="sm">
        {notFound ? t('pages.noPageHere') : t('pages.notYetAvailable')}
      </Text>
      <Anchor component={Link} to="/" mt="md" display="inline-block">
        {t('pages.goToStart')}
      </Anchor>
    </Container>
  );
}
