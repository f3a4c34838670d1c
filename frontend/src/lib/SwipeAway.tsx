// Something that follows a finger (or a pressed mouse) sideways and is put away once it has moved 50 px or more
// (dashboards §9's swipe threshold); let go sooner and it slides back. Either side counts: a toast across a phone's
// width has no edge to aim at. Presses on its own buttons are left to them; vertical moves stay the page's scroll.
// A finger is followed through touch events, which keep coming when the browser also starts a gesture of its own
// (pointer events are cancelled then); a mouse or pen through pointer events.
import Box from '@mui/material/Box';
import { useRef, useState, type PointerEvent, type ReactNode, type TouchEvent } from 'react';

export const SWIPE_THRESHOLD_PX = 50;

const onAButton = (target: EventTarget) => target instanceof Element && target.closest('button') !== null;

export function SwipeAway({ onSwiped, onDragging, children }: { onSwiped(): void; onDragging(dragging: boolean): void; children: ReactNode }) {
  const start = useRef<{ id: number; x: number } | null>(null);
  const [offset, setOffset] = useState(0);
  const [held, setHeld] = useState(false);
  const [gone, setGone] = useState(false);

  const begin = (id: number, x: number) => {
    start.current = { id, x };
    setHeld(true);
    onDragging(true);
  };
  const follow = (id: number, x: number) => {
    if (start.current?.id === id) setOffset(x - start.current.x);
  };
  /** `released`: let go on purpose (not a cancel), which may put it away. */
  const finish = (id: number, x: number, released: boolean) => {
    if (start.current?.id !== id) return;
    const dx = x - start.current.x;
    start.current = null;
    setHeld(false);
    onDragging(false);
    if (released && Math.abs(dx) >= SWIPE_THRESHOLD_PX) {
      setGone(true); // stays where it was let go while it fades out
      onSwiped();
    } else setOffset(0);
  };
  const touchOf = (event: TouchEvent<HTMLElement>) => {
    const id = start.current?.id;
    return Array.from(event.changedTouches).find((touch) => touch.identifier === id);
  };

  return (
    <Box
      onTouchStart={(event: TouchEvent<HTMLElement>) => {
        const touch = event.touches[0];
        if (gone || event.touches.length !== 1 || !touch || onAButton(event.target)) return;
        begin(touch.identifier, touch.clientX);
      }}
      onTouchMove={(event: TouchEvent<HTMLElement>) => {
        const touch = touchOf(event);
        if (touch) follow(touch.identifier, touch.clientX);
      }}
      onTouchEnd={(event: TouchEvent<HTMLElement>) => {
        const touch = touchOf(event);
        if (touch) finish(touch.identifier, touch.clientX, true);
      }}
      onTouchCancel={(event: TouchEvent<HTMLElement>) => {
        const touch = touchOf(event);
        if (touch) finish(touch.identifier, touch.clientX, false);
      }}
      onPointerDown={(event: PointerEvent<HTMLElement>) => {
        if (gone || event.pointerType === 'touch' || !event.isPrimary || event.button !== 0 || onAButton(event.target)) return;
        event.currentTarget.setPointerCapture(event.pointerId);
        begin(event.pointerId, event.clientX);
      }}
      onPointerMove={(event: PointerEvent<HTMLElement>) => follow(event.pointerId, event.clientX)}
      onPointerUp={(event: PointerEvent<HTMLElement>) => finish(event.pointerId, event.clientX, true)}
      onPointerCancel={(event: PointerEvent<HTMLElement>) => finish(event.pointerId, event.clientX, false)}
      style={{
        transform: `translateX(${offset}px)`,
        opacity: Math.max(0.4, 1 - Math.abs(offset) / (SWIPE_THRESHOLD_PX * 4)),
        transition: held || gone ? 'none' : 'transform 150ms ease-out, opacity 150ms ease-out',
      }}
      sx={{ touchAction: 'pan-y', userSelect: held ? 'none' : 'auto' }}
    >
      {children}
    </Box>
  );
}
