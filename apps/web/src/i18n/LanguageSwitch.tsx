import { LANGUAGE_NAMES, LANGUAGES } from '@hrms/shared';
import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage } from '.';

/**
 * The login page's language switch, each language named in itself: kept in this browser until sign-in,
 * when it is saved with the account unless the account already has a language. Plain buttons: the login
 * page carries no select or menu code.
 */
export function LoginLanguageSwitch() {
  const { t } = useTranslation();
  const current = currentLanguage();
  return (
    <Group gap={4} role="group" aria-label={t('shell.language')} data-testid="login-language">
      {LANGUAGES.map((language) => (
        <Button
          key={language}
          lang={language}
          size="compact-xs"
          variant={language === current ? 'light' : 'subtle'}
          aria-pressed={language === current}
          onClick={() => void changeLanguage(language)}
          data-testid={`login-language-${language}`}
        >
          {LANGUAGE_NAMES[language]}
        </Button>
      ))}
    </Group>
  );
}
