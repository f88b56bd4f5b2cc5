import { nextOrgChartZoom, ORGCHART_ZOOM } from '@hrms/shared';
import { ActionIcon, Group, Text, Tooltip } from '@mantine/core';
import { type KeyboardEvent, type PointerEvent, type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './OrgChartViewport.module.css';

/** A request to bring a person's box to the middle of the view; `at` makes a repeated request for the same person count. */
export type CenterRequest = { employeeId: string; at: number };

const DRAG_THRESHOLD_PX = 4;
/** The width below which the chart is an indented list (the UI kit's `sm` breakpoint, as in the CSS). */
const PHONE = '(max-width: 48em)';

/**
 * The chart's window: zoom buttons (and +, −, 0, Ctrl/⌘ + wheel), panning by dragging with the mouse, by
 * scrolling, or by moving the keyboard focus (the focused box scrolls into view).
 */
export function OrgChartViewport({ children, center }: { children: ReactNode; center: CenterRequest | null }) {
  const { t } = useTranslation();
  const viewport = useRef<HTMLDivElement>(null);
  const [zoom, setZoom] = useState(1);
  const [dragging, setDragging] = useState(false);
  const drag = useRef<{ x: number; y: number; left: number; top: number; moved: boolean } | null>(null);
  const swallowClick = useRef(false);
  // where the middle of the view sat (as a share of the drawing) before a zoom, to keep it there after
  const middle = useRef<{ x: number; y: number } | null>(null);

  const zoomTo = (next: number) => {
    const box = viewport.current;
    if (box?.scrollWidth && box.scrollHeight) {
      middle.current = {
        x: (box.scrollLeft + box.clientWidth / 2) / box.scrollWidth,
        y: (box.scrollTop + box.clientHeight / 2) / box.scrollHeight,
      };
    }
    setZoom(next);
  };
  const zoomBy = (direction: 1 | -1) => zoomTo(nextOrgChartZoom(zoom, direction));

  // after the render that applied a new zoom (the only time `middle` is set)
  useLayoutEffect(() => {
    const box = viewport.current;
    if (!box || !middle.current) return;
    box.scrollLeft = middle.current.x * box.scrollWidth - box.clientWidth / 2;
    box.scrollTop = middle.current.y * box.scrollHeight - box.clientHeight / 2;
    middle.current = null;
  });

  const [resetAt, setResetAt] = useState(0);
  useEffect(() => {
    const box = viewport.current;
    if (!box || (!center && !resetAt)) return;
    const frame = requestAnimationFrame(() => centerBox(box, center?.employeeId));
    return () => cancelAnimationFrame(frame);
  }, [center, resetAt]);

  // Ctrl/⌘ + wheel (and a trackpad pinch) zooms; a plain wheel scrolls the view, which pans it
  const zoomRef = useRef(zoom);
  zoomRef.current = zoom;
  useEffect(() => {
    const box = viewport.current;
    if (!box) return;
    const onWheel = (event: WheelEvent) => {
      if (!event.ctrlKey && !event.metaKey) return;
      event.preventDefault();
      zoomTo(nextOrgChartZoom(zoomRef.current, event.deltaY < 0 ? 1 : -1));
    };
    box.addEventListener('wheel', onWheel, { passive: false });
    return () => box.removeEventListener('wheel', onWheel);
  });

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    const box = viewport.current;
    if (!box || event.pointerType !== 'mouse' || event.button !== 0) return;
    if ((event.target as HTMLElement).closest('a, button, input')) return;
    drag.current = { x: event.clientX, y: event.clientY, left: box.scrollLeft, top: box.scrollTop, moved: false };
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    const box = viewport.current;
    const start = drag.current;
    if (!box || !start) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (!start.moved && Math.hypot(dx, dy) < DRAG_THRESHOLD_PX) return;
    if (!start.moved) {
      start.moved = true;
      setDragging(true);
      box.setPointerCapture(event.pointerId);
    }
    box.scrollLeft = start.left - dx;
    box.scrollTop = start.top - dy;
  }

  function onPointerUp() {
    // a drag ends with a click on whatever box is under the pointer: that click must not toggle it
    swallowClick.current = drag.current?.moved ?? false;
    drag.current = null;
    setDragging(false);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.ctrlKey || event.metaKey || event.altKey || (event.target as HTMLElement).closest('input')) return;
    if (event.key === '+' || event.key === '=') zoomBy(1);
    else if (event.key === '-' || event.key === '−') zoomBy(-1);
    else if (event.key === '0') reset();
    else return;
    event.preventDefault();
  }

  function reset() {
    setZoom(1);
    setResetAt(Date.now());
  }

  return (
    <>
      <Group justify="flex-end" gap="xs" mb="xs">
        <Text size="sm" c="dimmed" aria-live="polite" data-testid="org-zoom">
          {Math.round(zoom * 100)}%
        </Text>
        <Tooltip label={t('orgChart.zoomOut')}>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t('orgChart.zoomOut')}
            onClick={() => zoomBy(-1)}
            disabled={zoom <= ORGCHART_ZOOM.min}
          >
            <span aria-hidden>−</span>
          </ActionIcon>
        </Tooltip>
        <Tooltip label={t('orgChart.zoomIn')}>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t('orgChart.zoomIn')}
            onClick={() => zoomBy(1)}
            disabled={zoom >= ORGCHART_ZOOM.max}
          >
            <span aria-hidden>+</span>
          </ActionIcon>
        </Tooltip>
        <Tooltip label={t('orgChart.resetView')}>
          <ActionIcon variant="default" size="lg" aria-label={t('orgChart.resetView')} onClick={reset}>
            <span aria-hidden>⟲</span>
          </ActionIcon>
        </Tooltip>
      </Group>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: pointer panning and zoom keys for the tree inside, which has the focus */}
      <div
        ref={viewport}
        className={classes.viewport}
        data-dragging={dragging || undefined}
        data-testid="org-viewport"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onClickCapture={(event) => {
          if (!swallowClick.current) return;
          swallowClick.current = false;
          event.stopPropagation();
        }}
        onKeyDown={onKeyDown}
      >
        <div className={classes.stage}>
          <div style={{ zoom }}>{children}</div>
        </div>
      </div>
    </>
  );
}

/** Scrolls the view so a person's box (or, with none, the top of the chart) sits in the middle, low enough to show the managers above. */
function centerBox(box: HTMLElement, employeeId: string | undefined) {
  const card =
    (employeeId && box.querySelector<HTMLElement>(`[data-employee-id="${CSS.escape(employeeId)}"] > *`)) ||
    box.querySelector<HTMLElement>('[role="treeitem"] > *');
  if (!card) return;
  const view = box.getBoundingClientRect();
  const target = card.getBoundingClientRect();
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  box.scrollTo({
    left: box.scrollLeft + target.left + target.width / 2 - (view.left + view.width / 2),
    top: box.scrollTop + target.top - view.top - view.height * 0.55,
    behavior: reduce ? 'auto' : 'smooth',
  });
  // on a phone the box does not scroll up and down, the page does
  if (window.matchMedia(PHONE).matches) card.scrollIntoView({ block: 'center', behavior: reduce ? 'auto' : 'smooth' });
}
