import { lazy, Suspense, useState } from 'react';
import { ThemePickerButton } from './ThemePickerButton';

const loadPopover = () => import('./ThemePickerPopover');
const ThemePickerPopover = lazy(() =>
  loadPopover().then((m) => ({ default: m.ThemePickerPopover })),
);

/**
 * The seven colour themes as named swatches in a popover. The popover's code (floating
 * positioning, focus trap: about 20 kB gzip) loads when the picker is first pointed at, focused or
 * clicked, which keeps it out of the landing page's first load.
 */
export function ThemePicker({ fullWidth = false }: { fullWidth?: boolean }) {
  const [activated, setActivated] = useState(false);

  const placeholder = (
    <ThemePickerButton
      fullWidth={fullWidth}
      aria-haspopup="dialog"
      aria-expanded={false}
      onPointerEnter={loadPopover}
      onFocus={() => {
        loadPopover();
      }}
      onClick={() => setActivated(true)}
    />
  );
  if (!activated) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <ThemePickerPopover fullWidth={fullWidth} />
    </Suspense>
  );
}
