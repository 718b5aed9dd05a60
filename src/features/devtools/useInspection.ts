import { useEffect, useState, useSyncExternalStore } from 'react';
import { inspectionVersion, liveActors, subscribeInspection } from '@/lib/inspection';

/** The live actors, re-read on every recorded event; also re-checked each second (stops send no event). */
export function useLiveActors() {
  useSyncExternalStore(subscribeInspection, inspectionVersion);
  const [, setTick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTick((n) => n + 1), 1000);
    return () => clearInterval(timer);
  }, []);
  return liveActors();
}
