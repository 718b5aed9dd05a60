import { FloatingDelayGroup } from '@floating-ui/react';
import { TooltipGroupContext } from '@mantine/core';
import type { ReactNode } from 'react';

/** The spec's tooltip timing: a tooltip opens after 700 ms of hover… */
export const TOOLTIP_OPEN_DELAY_MS = 700;
/** …and another opens at once if the pointer reaches it within 300 ms of the last one closing. */
export const TOOLTIP_SKIP_DELAY_MS = 300;

/**
 * Every tooltip below shares the spec's delays. Mantine's Tooltip.Group is this group without a
 * skip window (its Floating UI group takes no `timeoutMs`), so it is composed here from the same
 * two pieces Mantine's own tooltips read.
 */
export function TooltipDelays({ children }: { children: ReactNode }) {
  return (
    <TooltipGroupContext value={{ withinGroup: true }}>
      <FloatingDelayGroup
        delay={{ open: TOOLTIP_OPEN_DELAY_MS, close: 0 }}
        timeoutMs={TOOLTIP_SKIP_DELAY_MS}
      >
        {children}
      </FloatingDelayGroup>
    </TooltipGroupContext>
  );
}
