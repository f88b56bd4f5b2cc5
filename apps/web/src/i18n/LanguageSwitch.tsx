import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@hrms/shared';
import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage } from '.';

/**
 * The login page's language switch: kept in this browser until sign-in, when it is saved with the
 * account unless the account already has a language.
 */
export function LoginLanguageSwitch() {
  const { t } = useTranslation();
  return (
    <NativeSelect
      size="xs"
      label={t('shell.language')}
      value={currentLanguage()}
      onChange={(e) => void changeLanguage(e.currentTarget.value as Language)}
      data={LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] }))}
      data-testid="login-language"
      w={140}
    />
  );
}
