import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@hrms/shared';
import { ActionIcon, Menu, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage } from '../i18n';
import { LanguageButtons } from '../i18n/LanguageSwitch';
import { errorMessage, notifyError } from '../lib/notify';
import { saveLanguage } from '../modules/auth/auth.api';
import { LanguageIcon } from '../ui/icons';

/** Saves a signed-in user's language with the account (the page has already changed). */
async function save(language: Language) {
  try {
    await saveLanguage(language);
  } catch (error) {
    notifyError(errorMessage(error));
  }
}

/** The language switch in the phone's menu drawer (the header has no room for the globe there). */
export function MenuLanguageButtons() {
  return <LanguageButtons testId="menu-language" onPick={(language) => void save(language)} />;
}

/** The header's language switch: the page changes at once and the choice is saved with the account. */
export function LanguageMenu() {
  const { t } = useTranslation();
  const current = currentLanguage();

  async function pick(language: Language) {
    await changeLanguage(language);
    await save(language);
  }

  return (
    <Menu position="bottom-end" shadow="md" withArrow>
      <Menu.Target>
        <Tooltip label={t('shell.language')}>
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('shell.language')} data-testid="language-menu">
            <LanguageIcon />
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('shell.language')}</Menu.Label>
        {LANGUAGES.map((language) => (
          <Menu.Item
            key={language}
            lang={language}
            onClick={() => void pick(language)}
            fw={language === current ? 700 : undefined}
            aria-current={language === current ? 'true' : undefined}
            data-testid={`language-${language}`}
          >
            {LANGUAGE_NAMES[language]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
