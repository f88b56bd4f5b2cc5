import { MantineProvider } from '@mantine/core';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { cssVariablesResolver, themeWithLabels } from '../theme';

/** The UI kit's provider with the product theme, the kit's own buttons named in the current language. */
export function LocalizedMantineProvider({ children }: { children: ReactNode }) {
  // t is a new function whenever the language changes
  const { t } = useTranslation();
  const theme = useMemo(
    () =>
      themeWithLabels({
        notification: t('shell.closeNotification'),
        dialog: t('shell.closeDialog'),
        drawer: t('shell.close'),
        passwordToggle: t('shell.passwordToggle'),
        clear: t('common.clear'),
      }),
    [t],
  );
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="auto">
      {children}
    </MantineProvider>
  );
}
