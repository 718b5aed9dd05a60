import { createInjected } from '@/components/injected';
import { loadMockControls, type MockControls } from '@/lib/api/mock-server';

/**
 * Where the demo controls find the mock server: the page's own (the API bootstrap) by default;
 * tests hand in the controls of the server they started.
 */
export const [MockControlsProvider, useMockControlsSource] =
  createInjected<() => Promise<MockControls | null>>(loadMockControls);
