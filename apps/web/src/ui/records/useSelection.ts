import { useCallback, useState } from 'react';

/** Ids ticked in a list: `toggle` one, or `setSelected` the whole set (e.g. the ids a bulk decision refused). */
export function useSelection() {
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const toggle = useCallback(
    (id: number) =>
      setSelected((current) => {
        const next = new Set(current);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    [],
  );
  return { selected, setSelected, toggle };
}
