import { TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A server-paged team list's search box and page (0-based): typing goes back to the first page, and the
 * list asks for the trimmed text once typing pauses. `input` is the box to put above the table.
 */
export function useTeamSearch() {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [search] = useDebouncedValue(typed.trim(), 300);
  const [page, setPage] = useState(0);
  const input = (
    <TextInput
      label={t('people.search')}
      placeholder={t('people.searchTeam')}
      value={typed}
      onChange={(e) => {
        setTyped(e.currentTarget.value);
        setPage(0);
      }}
      maw={360}
      mb="md"
    />
  );
  return { search, page, setPage, input };
}
