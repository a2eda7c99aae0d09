import { useCallback, useEffect, useRef } from 'react';
import { PRESS_RELEASE_GRACE_MS } from '../constants';

/** What ends a press: its click, or the browser taking the gesture over (a scroll, a long press). */
const PRESS_END_EVENTS = ['click', 'pointercancel'] as const;

/**
 * `afterPress(show)`: runs `show` at once, or, while a pointer press is under way, once the press has
 * ended. A message shown under a field between a finger's press and its click (the field's blur comes
 * in between) pushes down what lies below it, and the click lands beside the button the finger pressed.
 * A touch's blur comes after its pointerup, so the press ends at the click; a press that ends without
 * one (mouse released elsewhere, a browser that sends no click) ends PRESS_RELEASE_GRACE_MS after pointerup.
 */
export function useAfterPress() {
  const pressing = useRef(false);
  const held = useRef<(() => void)[]>([]);

  useEffect(() => {
    let grace: ReturnType<typeof setTimeout> | undefined;
    const press = () => {
      clearTimeout(grace);
      pressing.current = true;
    };
    const end = () => {
      clearTimeout(grace);
      pressing.current = false;
      const shows = held.current;
      held.current = [];
      for (const show of shows) show();
    };
    const release = () => {
      clearTimeout(grace);
      grace = setTimeout(end, PRESS_RELEASE_GRACE_MS);
    };
    // Capturing on the document: a press anywhere moves the page under it, and no handler can hide one.
    document.addEventListener('pointerdown', press, true);
    document.addEventListener('pointerup', release, true);
    for (const type of PRESS_END_EVENTS) document.addEventListener(type, end, true);
    return () => {
      clearTimeout(grace);
      document.removeEventListener('pointerdown', press, true);
      document.removeEventListener('pointerup', release, true);
      for (const type of PRESS_END_EVENTS) document.removeEventListener(type, end, true);
      held.current = [];
    };
  }, []);

  return useCallback((show: () => void) => {
    if (pressing.current) held.current.push(show);
    else show();
  }, []);
}
