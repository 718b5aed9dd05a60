import { Box, Drawer, Tabs } from '@mantine/core';
import { useState } from 'react';
import { ApiReferenceLink } from './ApiReferenceLink';
import { DemoControls } from './DemoControls';
import { FlowsView } from './FlowsView';

export interface DevtoolsPanelProps {
  opened: boolean;
  onClose: () => void;
  /** After 'Reset demo data': the app goes back to its landing page. */
  onReset?: () => void;
}

/**
 * The flow inspector: a side panel that leaves the app usable beside it (no overlay, no focus
 * trap), so a flow can be watched while it is being clicked through.
 */
export function DevtoolsPanel({ opened, onClose, onReset }: DevtoolsPanelProps) {
  // Kept while the panel is closed: a presenter reopens it where they left it.
  const [tab, setTab] = useState<string | null>('flows');
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={480}
      title="Flow inspector"
      withOverlay={false}
      trapFocus={false}
      lockScroll={false}
      closeOnClickOutside={false}
      // Escape belongs to the app's dialogs; inside the panel it closes the panel.
      closeOnEscape={false}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
      zIndex={1100}
      shadow="xl"
      closeButtonProps={{ 'aria-label': 'Close the flow inspector' }}
    >
      <Box mb="sm">
        <ApiReferenceLink />
      </Box>
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="flows">Flows</Tabs.Tab>
          <Tabs.Tab value="demo">Demo controls</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="flows">
          <FlowsView />
        </Tabs.Panel>
        <Tabs.Panel value="demo">
          <DemoControls onReset={onReset} />
        </Tabs.Panel>
      </Tabs>
    </Drawer>
  );
}
