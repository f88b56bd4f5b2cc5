import { SEARCH_MIN_LENGTH, type SearchResult } from '@hrms/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/** GET search?q=: people the caller may see and screens the role may open. */
export function useSearch(text: string) {
  const q = text.trim();
  return useQuery({
    queryKey: ['search', q.toLowerCase()],
    enabled: q.length >= SEARCH_MIN_LENGTH,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => api.get<SearchResult>('search', { query: { q }, signal }),
  });
}
