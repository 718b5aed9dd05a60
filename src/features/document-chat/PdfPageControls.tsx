import { ActionIcon, Group, Text } from '@mantine/core';
import {
  IconChevronLeft,
  IconChevronRight,
  IconZoomIn,
  IconZoomOut,
  IconZoomReset,
} from '@tabler/icons-react';
import type { ComponentType, Dispatch } from 'react';
import {
  canZoomIn,
  canZoomOut,
  FIT_WIDTH,
  hasNextPage,
  hasPreviousPage,
  type PdfView,
  type PdfViewEvent,
} from './pdf-view';

interface ViewAction {
  label: string;
  Icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;
  event: PdfViewEvent;
  /** Whether it does anything now (there is a next page, a larger zoom). */
  enabled: (view: PdfView) => boolean;
}

const PREVIOUS: ViewAction = {
  label: 'Previous page',
  Icon: IconChevronLeft,
  event: { type: 'page.previous' },
  enabled: hasPreviousPage,
};
const NEXT: ViewAction = {
  label: 'Next page',
  Icon: IconChevronRight,
  event: { type: 'page.next' },
  enabled: hasNextPage,
};
const ZOOM_OUT: ViewAction = {
  label: 'Zoom out',
  Icon: IconZoomOut,
  event: { type: 'zoom.out' },
  enabled: canZoomOut,
};
const ZOOM_IN: ViewAction = {
  label: 'Zoom in',
  Icon: IconZoomIn,
  event: { type: 'zoom.in' },
  enabled: canZoomIn,
};
const FIT: ViewAction = {
  label: 'Fit to width',
  Icon: IconZoomReset,
  event: { type: 'zoom.reset' },
  enabled: (view) => view.zoom !== FIT_WIDTH,
};

interface ControlsProps {
  view: PdfView;
  send: Dispatch<PdfViewEvent>;
}

/**
 * A button that stays focusable when it can't be used (on the first page, at the largest zoom),
 * so keyboard focus is not lost as it becomes unavailable.
 */
function ViewButton({ action, view, send }: ControlsProps & { action: ViewAction }) {
  const { label, Icon, event } = action;
  const enabled = action.enabled(view);
  return (
    <ActionIcon
      variant="default"
      size="lg"
      aria-label={label}
      data-disabled={!enabled || undefined}
      aria-disabled={!enabled || undefined}
      onClick={enabled ? () => send(event) : undefined}
    >
      <Icon size={18} aria-hidden />
    </ActionIcon>
  );
}

/** Previous and next page ('Page 3 of 12' between them); zoom out, in, and back to the width. */
export function PdfPageControls(props: ControlsProps) {
  const { view } = props;
  return (
    <Group justify="space-between" gap="xs">
      <Group gap={6} role="group" aria-label="Pages">
        <ViewButton action={PREVIOUS} {...props} />
        <Text size="sm" fw={500} aria-live="polite">
          Page {view.page} of {view.pageCount}
        </Text>
        <ViewButton action={NEXT} {...props} />
      </Group>
      <Group gap={6} role="group" aria-label="Zoom">
        <ViewButton action={ZOOM_OUT} {...props} />
        <Text size="sm" miw="3.5em" ta="center" aria-live="polite">
          {Math.round(view.zoom * 100)} %
        </Text>
        <ViewButton action={ZOOM_IN} {...props} />
        <ViewButton action={FIT} {...props} />
      </Group>
    </Group>
  );
}
