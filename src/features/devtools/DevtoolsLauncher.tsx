import { useHotkeys } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';

const DevtoolsPanel = lazy(() =>
  import('./DevtoolsPanel').then((m) => ({ default: m.DevtoolsPanel })),
);

function requestedInUrl(): boolean {
  return typeof location !== 'undefined' && new URLSearchParams(location.search).has('devtools');
}

/**
 * Opens the flow inspector with `?devtools` in the URL or Ctrl+Shift+D, in any build. Until it
 * is first opened, this is all of it the page carries: the panel's code loads on demand.
 */
export function DevtoolsLauncher({ onReset }: { onReset?: () => void }) {
  const [opened, setOpened] = useState(requestedInUrl);
  const [loaded, setLoaded] = useState(opened);
  // Works while typing in a field too: the shortcut types nothing.
  useHotkeys(
    [
      [
        'ctrl+shift+D',
        () => {
          setLoaded(true);
          setOpened((open) => !open);
        },
      ],
    ],
    [],
  );
  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <DevtoolsPanel opened={opened} onClose={() => setOpened(false)} onReset={onReset} />
    </Suspense>
  );
}
