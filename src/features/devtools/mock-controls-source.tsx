import { createContext, useContext, type ReactNode } from 'react';
import { loadMockControls, type MockControls } from '@/lib/api/mock-server';

type LoadMockControls = () => Promise<MockControls | null>;

const MockControlsSource = createContext<LoadMockControls>(loadMockControls);

/**
 * Where the demo controls find the mock server: the page's own (the API bootstrap) by default;
 * tests hand in the controls of the server they started.
 */
export function MockControlsProvider({
  load,
  children,
}: {
  load: LoadMockControls;
  children: ReactNode;
}) {
  return <MockControlsSource.Provider value={load}>{children}</MockControlsSource.Provider>;
}

export function useMockControlsSource(): LoadMockControls {
  return useContext(MockControlsSource);
}
