import type { CSSProperties } from 'react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

/** The request a page should open on: `?request=<id>` (every notification's link carries it). */
export function useRequestedId(): number | null {
  const [params] = useSearchParams();
  const id = Number(params.get('request'));
  return Number.isInteger(id) && id > 0 ? id : null;
}

const rowDomId = (id: number) => `request-${id}`;

/**
 * A client-paged table's page that opens on the requested row: once the row is among `rows`, the table
 * turns to the page holding it, scrolls it into view and focuses it (once per requested id).
 */
export function useQueuePage(rows: readonly { id: number }[], pageSize: number, highlightId: number | null | undefined) {
  const [page, setPage] = useState(1);
  const landed = useRef<number | null>(null);
  const [focusOn, setFocusOn] = useState<number | null>(null);
  useEffect(() => {
    if (!highlightId || landed.current === highlightId) return;
    const index = rows.findIndex((r) => r.id === highlightId);
    if (index < 0) return;
    landed.current = highlightId;
    setPage(Math.floor(index / pageSize) + 1);
    setFocusOn(highlightId);
  }, [rows, pageSize, highlightId]);
  useEffect(() => {
    if (focusOn === null) return;
    const element = document.getElementById(rowDomId(focusOn));
    if (!element) return;
    element.scrollIntoView({ block: 'center' });
    element.focus({ preventScroll: true });
    setFocusOn(null);
  });
  return [page, setPage] as const;
}

const HIGHLIGHT: CSSProperties = {
  background: 'var(--mantine-color-yellow-light)',
  outline: '2px solid var(--mantine-color-yellow-6)',
  outlineOffset: -2,
};

/** The requested row is marked (colour, aria-current) and focusable; the others are left alone. */
export function highlightRowProps(row: { id: number }, highlightId: number | null | undefined, testId: string) {
  const on = highlightId != null && row.id === highlightId;
  return on
    ? {
        id: rowDomId(row.id),
        tabIndex: -1,
        'aria-current': true as const,
        'data-highlighted': true,
        style: HIGHLIGHT,
        'data-testid': testId,
      }
    : { 'data-testid': testId };
}
