import '@mantine/spotlight/styles.css';
import { MENU_LABELS, type Role, SEARCH_MIN_LENGTH, SEARCH_PAGES_LIMIT, type SearchPerson, screensMatching } from '@hrms/shared';
import { Avatar, Group, Kbd, Text, UnstyledButton } from '@mantine/core';
import { useDebouncedValue, useOs } from '@mantine/hooks';
import { createSpotlight, Spotlight, type SpotlightStore } from '@mantine/spotlight';
import { type CSSProperties, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../../../lib/use-session';
import { SearchIcon } from '../../../ui/icons';
import { useSearch } from '../search.api';

const DEBOUNCE_MS = 150;
const [searchStore, searchSpotlight] = createSpotlight();

/** Marks the first result selected, so Enter opens it and the arrows move on from it. */
function selectFirstResult(store: SpotlightStore) {
  const list = document.getElementById(store.getState().listId);
  const first = list?.querySelector('[data-action]');
  if (!list || !first) return;
  list.querySelector('[data-selected]')?.removeAttribute('data-selected');
  first.setAttribute('data-selected', 'true');
  store.updateState((state) => ({ ...state, selected: 0 }));
}

/** Whoever may see a person's profile (admin, themself, their manager or HR) opens it; everyone else the chart at them. */
const personPath = (person: SearchPerson) =>
  person.profile
    ? `/dashboard/${encodeURIComponent(person.employeeId)}`
    : `/Organization/${encodeURIComponent(person.employeeId)}`;

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();

/** The header's search box and Ctrl+K / ⌘K: people and screens, driven by arrow keys and Enter. */
export function SearchSpotlight({ role }: { role: Role }) {
  const navigate = useNavigate();
  const os = useOs();
  const { t, i18n } = useTranslation();
  const session = useSession();
  const M = {
    placeholder: t('messages.search.placeholder'),
    label: t('messages.search.label'),
    tooShort: t('messages.search.tooShort'),
    nothingFound: t('messages.search.nothingFound'),
    people: t('messages.search.people'),
    pages: t('messages.search.pages'),
    failed: t('messages.search.failed'),
  };
  // screens found by their English menu label show it in the user's language
  const pageTitle = (title: string) => {
    const page = Object.keys(MENU_LABELS).find((key) => MENU_LABELS[key] === title);
    return page ? t(`nav.pages.${page}`) : title;
  };
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query, DEBOUNCE_MS);
  const { data, isError, isFetching } = useSearch(debounced);
  const ready = debounced.trim().length >= SEARCH_MIN_LENGTH;
  const people = ready ? (data?.people ?? []) : [];
  // the server finds screens by their English names; in another language the menu's own names find them too
  const named =
    ready && i18n.language !== 'en'
      ? screensMatching(role, session?.employeeId ?? '', debounced, {
          item: (item) => t(`nav.pages.${item.page}`),
          group: (group) => t(`nav.groups.${group.module}`),
        })
      : [];
  const found = ready ? (data?.pages ?? []) : [];
  const pages = [...found, ...named.filter((p) => !found.some((f) => f.path === p.path))].slice(0, SEARCH_PAGES_LIMIT);
  // Enter opens the first result: it is selected whenever the results change (the arrows move from there)
  const resultsKey = [...people.map((p) => p.employeeId), ...pages.map((p) => p.path)].join('|');
  useEffect(() => {
    if (resultsKey) selectFirstResult(searchStore);
  }, [resultsKey]);
  const empty = query.trim().length < SEARCH_MIN_LENGTH ? M.tooShort : isError ? M.failed : isFetching ? null : M.nothingFound;

  return (
    <>
      <UnstyledButton
        onClick={() => searchSpotlight.open()}
        aria-label={M.label}
        data-testid="search-open"
        px="sm"
        py={6}
        style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 'var(--mantine-radius-md)' }}
      >
        <Group gap="xs" wrap="nowrap">
          <SearchIcon size={16} />
          <Text size="sm" c="dimmed" visibleFrom="md">
            {M.placeholder}
          </Text>
          <Kbd size="xs" visibleFrom="md">
            {os === 'macos' ? '⌘ K' : 'Ctrl K'}
          </Kbd>
        </Group>
      </UnstyledButton>
      <Spotlight.Root
        store={searchStore}
        query={query}
        onQueryChange={setQuery}
        shortcut={['mod + K']}
        scrollable
        maxHeight={420}
        // the selected result's description stays fully opaque: 70% white on the primary colour fails 4.5:1
        styles={{ action: { '--action-description-opacity': '1' } as CSSProperties }}
      >
        <Spotlight.Search
          placeholder={M.placeholder}
          leftSection={<SearchIcon size={18} />}
          aria-label={M.label}
          onKeyDown={(event) => {
            // results that arrived after the last keystroke have nothing selected yet: Enter opens the first
            if (
              event.key === 'Enter' &&
              !document.getElementById(searchStore.getState().listId)?.querySelector('[data-selected]')
            )
              selectFirstResult(searchStore);
          }}
        />
        <Spotlight.ActionsList>
          {people.length > 0 && (
            <Spotlight.ActionsGroup label={M.people}>
              {people.map((person) => (
                <Spotlight.Action
                  key={person.employeeId}
                  onClick={() => navigate(personPath(person))}
                  data-testid={`search-person-${person.employeeId}`}
                  leftSection={
                    <Avatar size="sm" radius="xl" color="blue">
                      {initials(person.name)}
                    </Avatar>
                  }
                  label={person.name}
                  description={[person.employeeId, person.designation].filter(Boolean).join(' · ')}
                />
              ))}
            </Spotlight.ActionsGroup>
          )}
          {pages.length > 0 && (
            <Spotlight.ActionsGroup label={M.pages}>
              {pages.map((page) => (
                <Spotlight.Action
                  key={page.path}
                  onClick={() => navigate(page.path)}
                  data-testid={`search-page-${page.path}`}
                  label={pageTitle(page.title)}
                  description={page.path}
                />
              ))}
            </Spotlight.ActionsGroup>
          )}
          {people.length + pages.length === 0 && empty && <Spotlight.Empty>{empty}</Spotlight.Empty>}
        </Spotlight.ActionsList>
      </Spotlight.Root>
    </>
  );
}
