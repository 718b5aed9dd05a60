import { useEffect, useRef, type RefObject } from 'react';

/**
 * Puts focus back in `field` when a call ends and the step is still on screen (it failed):
 * the busy button had taken focus with it, and the person should be able to fix and resubmit.
 */
export function useFocusAfterFailure(field: RefObject<HTMLElement | null>, busy: boolean) {
  const wasBusy = useRef(busy);
  useEffect(() => {
    if (wasBusy.current && !busy) field.current?.focus();
    wasBusy.current = busy;
  }, [busy, field]);
}
