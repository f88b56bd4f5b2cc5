import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@hrms/shared';
import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage, PENDING_LANGUAGE_KEY } from '.';

/**
 * A row of buttons, one per language, each named in itself (plain buttons: the login page carries no
 * select or menu code). On the login page the choice is kept in this browser until sign-in, when it is
 * saved with the account unless the account already has a language; signed in, onPick saves it.
 */
export function LanguageButtons({ onPick, testId }: { onPick?: (language: Language) => void; testId: string }) {
  const { t } = useTranslation();
  const current = currentLanguage();
  return (
    <Group gap={4} role="group" aria-label={t('shell.language')} data-testid={testId}>
      {LANGUAGES.map((language) => (
        <Button
          key={language}
          lang={language}
          size="compact-xs"
          variant={language === current ? 'light' : 'subtle'}
          aria-pressed={language === current}
          onClick={() =>
            void changeLanguage(language).then(() => {
              if (onPick) onPick(language);
              else localStorage.setItem(PENDING_LANGUAGE_KEY, language);
            })
          }
          data-testid={`${testId}-${language}`}
        >
          {LANGUAGE_NAMES[language]}
        </Button>
      ))}
    </Group>
  );
}
