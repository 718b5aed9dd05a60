import { useSelector } from '@xstate/react';
import { useRef } from 'react';
import type { AnyActorRef } from 'xstate';
import { useFocusAfterFailure } from './useFocusAfterFailure';

/** Whether the step's call is in flight, and the field that gets focus back when it fails. */
export function useStepFocus(actor: AnyActorRef) {
  const busy: boolean = useSelector(actor, (s) => s.hasTag('loading'));
  const field = useRef<HTMLInputElement>(null);
  useFocusAfterFailure(field, busy);
  return { busy, field };
}
