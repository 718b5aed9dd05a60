import { createContext, useContext, type ReactNode } from 'react';

/**
 * A value components read from above them instead of importing it: the app's own by default,
 * another where something else must stand in (a test's server, a library reading in-process).
 */
export function createInjected<T>(byDefault: T) {
  const Injected = createContext<T>(byDefault);
  function Provider({ value, children }: { value: T; children: ReactNode }) {
    return <Injected.Provider value={value}>{children}</Injected.Provider>;
  }
  const useInjected = () => useContext(Injected);
  return [Provider, useInjected] as const;
}
