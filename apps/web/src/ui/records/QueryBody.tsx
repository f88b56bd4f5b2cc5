import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PageLoader } from '../../layout/PageLoader';
import { EmptyState } from '../EmptyState';
import { ErrorState } from '../ErrorState';

type Props<Data> = {
  query: UseQueryResult<Data>;
  /** The spec's sentence for a failed load. */
  errorText: string;
  /** The spec's sentence for nothing to show, and when there is nothing (an empty list by default). */
  emptyText: ReactNode;
  isEmpty?: (data: Data) => boolean;
  children: (data: Data) => ReactNode;
};

/** The loading, error (with retry), empty and loaded states of one query, the same on every screen. */
export function QueryBody<Data>({ query, errorText, emptyText, isEmpty, children }: Props<Data>) {
  if (query.isPending) return <PageLoader />;
  if (query.isError) return <ErrorState message={errorText} onRetry={() => query.refetch()} />;
  const empty = isEmpty ? isEmpty(query.data) : Array.isArray(query.data) && query.data.length === 0;
  if (empty) return <EmptyState>{emptyText}</EmptyState>;
  return <>{children(query.data)}</>;
}
