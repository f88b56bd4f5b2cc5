import { ActionIcon, Tooltip, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MoonIcon, SunIcon } from '../ui/icons';

/**
 * Light or dark: the system setting until the user picks one here (kept in this browser by Mantine's
 * colour-scheme manager).
 */
export function ColorSchemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme('light');
  const { t } = useTranslation();
  const next = scheme === 'dark' ? 'light' : 'dark';
  const label = next === 'dark' ? t('shell.darkMode') : t('shell.lightMode');
  return (
    <Tooltip label={label}>
      <ActionIcon variant="subtle" color="gray" size="lg" aria-label={label} onClick={() => setColorScheme(next)}>
        {next === 'dark' ? <MoonIcon /> : <SunIcon />}
      </ActionIcon>
    </Tooltip>
  );
}
