import { useDirection } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, directionOf } from '.';

/** Keeps Mantine's direction (and so its mirrored components) with the language: Arabic right to left. */
export function DirectionSync() {
  const { i18n } = useTranslation();
  const { setDirection } = useDirection();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the language is what changes the direction
  useEffect(() => setDirection(directionOf(currentLanguage())), [i18n.language, setDirection]);
  return null;
}
