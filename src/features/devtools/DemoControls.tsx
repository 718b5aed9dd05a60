import {
  Alert,
  Badge,
  Button,
  Group,
  List,
  Select,
  Slider,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useSessionActor } from '@/components/app-system';
import { notifySuccess } from '@/components/notify';
import { apiBaseUrl, apiMode } from '@/lib/api/config';
import { type FaultChoice, type FaultTarget, type MockControls } from '@/lib/api/mock-server';
import { formatEventTime } from './format';
import { useMockControlsSource } from './mock-controls-source';

export const MAX_LATENCY_MS = 3000;

function useMockControls(load: () => Promise<MockControls | null>) {
  const [controls, setControls] = useState<MockControls | null | undefined>(undefined);
  useEffect(() => {
    let current = true;
    load().then(
      (c) => current && setControls(c),
      () => current && setControls(null),
    );
    return () => {
      current = false;
    };
  }, [load]);
  return controls;
}

/** Re-reads the mock database every second while shown: codes and accounts change with every call. */
function useEverySecond() {
  const [tick, setTick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTick((n) => n + 1), 1000);
    return () => clearInterval(timer);
  }, []);
  return tick;
}

const NEXT_REQUEST = 'next';

function describeTarget(target: FaultTarget): string {
  if (target.type === 'endpoint') return `${target.endpoint.method} ${target.endpoint.path}`;
  return target.path ? `the next request to ${target.path}` : 'the next request';
}

function FaultControls({ controls }: { controls: MockControls }) {
  const armed = useSyncExternalStore(controls.subscribeToFaults, controls.armedFaults);
  const fired = useSyncExternalStore(controls.subscribeToFaults, controls.firedFaults);
  const [choice, setChoice] = useState<FaultChoice>('http500');
  const [target, setTarget] = useState(NEXT_REQUEST);
  const endpoints = controls.listEndpoints();

  const inject = () => {
    const [method = '', path = ''] = target.split(' ');
    controls.armFault(
      choice,
      target === NEXT_REQUEST ? { type: 'next' } : { type: 'endpoint', endpoint: { method, path } },
    );
  };

  return (
    <Stack gap="xs" component="section" aria-labelledby="devtools-faults">
      <Title order={3} size="h6" id="devtools-faults">
        Faults
      </Title>
      <Group grow align="end">
        <Select
          label="Fault"
          data={controls.faultChoices.map(({ id, label }) => ({ value: id, label }))}
          value={choice}
          onChange={(value) => value && setChoice(value as FaultChoice)}
          allowDeselect={false}
          comboboxProps={{ withinPortal: false }}
        />
        <Select
          label="Applies to"
          data={[
            { value: NEXT_REQUEST, label: 'The next request' },
            ...endpoints.map((e) => ({
              value: `${e.method} ${e.path}`,
              label: `Every ${e.method} ${e.path}`,
            })),
          ]}
          value={target}
          onChange={(value) => value && setTarget(value)}
          allowDeselect={false}
          searchable
          comboboxProps={{ withinPortal: false }}
        />
      </Group>
      <Group>
        <Button onClick={inject}>Inject fault</Button>
        {armed.length > 0 && (
          <Button variant="default" onClick={controls.clearFaults}>
            Clear faults
          </Button>
        )}
      </Group>
      {armed.length > 0 ? (
        <List size="sm" aria-label="Armed faults">
          {armed.map((fault) => (
            <List.Item key={fault.id}>
              <Group gap="xs">
                <Text size="sm">
                  {fault.label} on {describeTarget(fault.target)}
                </Text>
                <Button
                  size="compact-xs"
                  variant="subtle"
                  aria-label={`Remove ${fault.label} on ${describeTarget(fault.target)}`}
                  onClick={() => controls.disarmFault(fault.id)}
                >
                  Remove
                </Button>
              </Group>
            </List.Item>
          ))}
        </List>
      ) : (
        <Text size="sm" c="dimmed">
          No fault armed: every request gets its real answer.
        </Text>
      )}
      {fired.length > 0 && (
        <List size="xs" aria-label="Faults that fired">
          {fired.map((f) => (
            <List.Item key={`${f.at}-${f.path}`}>
              {formatEventTime(f.at)} {f.label} on {f.method} {f.path}
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}

function LatencyControl({ controls }: { controls: MockControls }) {
  const [latency, setLatency] = useState(controls.getLatency);
  return (
    <Stack gap={4} component="section" aria-labelledby="devtools-latency">
      <Title order={3} size="h6" id="devtools-latency">
        Latency: {latency} ms
      </Title>
      <Slider
        min={0}
        max={MAX_LATENCY_MS}
        step={50}
        value={latency}
        onChange={setLatency}
        onChangeEnd={controls.setLatency}
        thumbLabel="Mock server latency in milliseconds"
        label={(value) => `${value} ms`}
        marks={[0, 1000, 2000, 3000].map((value) => ({ value, label: `${value / 1000} s` }))}
        mb="lg"
      />
    </Stack>
  );
}

function DataTables({ controls }: { controls: MockControls }) {
  useEverySecond();
  const codes = controls.listIssuedCodes();
  const accounts = controls.listAccounts();
  return (
    <>
      <Stack gap="xs" component="section" aria-labelledby="devtools-codes">
        <Title order={3} size="h6" id="devtools-codes">
          Issued codes
        </Title>
        {codes.length === 0 ? (
          <Text size="sm" c="dimmed">
            No codes issued yet.
          </Text>
        ) : (
          <Table fz="xs" striped withTableBorder aria-labelledby="devtools-codes">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Phone</Table.Th>
                <Table.Th scope="col">For</Table.Th>
                <Table.Th scope="col">Code</Table.Th>
                <Table.Th scope="col">Status</Table.Th>
                <Table.Th scope="col">Expires</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {codes.map((c) => (
                <Table.Tr key={`${c.phone}-${c.issuedAt}-${c.code}`}>
                  <Table.Td>{c.phone}</Table.Td>
                  <Table.Td>
                    {c.purpose}
                    {!c.forKnownAccount && ' (unknown number)'}
                  </Table.Td>
                  <Table.Td ff="monospace">{c.code}</Table.Td>
                  <Table.Td>
                    {c.status}
                    {c.status === 'active' && `, ${c.attemptsLeft} tries left`}
                  </Table.Td>
                  <Table.Td>{formatEventTime(c.expiresAt).slice(0, 8)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
      <Stack gap="xs" component="section" aria-labelledby="devtools-accounts">
        <Title order={3} size="h6" id="devtools-accounts">
          Accounts
        </Title>
        <Table fz="xs" striped withTableBorder aria-labelledby="devtools-accounts">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Name</Table.Th>
              <Table.Th scope="col">Email</Table.Th>
              <Table.Th scope="col">Phone</Table.Th>
              <Table.Th scope="col">Clearance</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {accounts.map((a) => (
              <Table.Tr key={a.id}>
                <Table.Td>
                  {a.name}{' '}
                  {a.kind === 'registered' && (
                    <Badge size="xs" variant="light">
                      new
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td style={{ wordBreak: 'break-all' }}>{a.email}</Table.Td>
                <Table.Td>{a.phone}</Table.Td>
                <Table.Td>{a.clearance}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </>
  );
}

/** The documents kept in this browser go too (the engine's chunk loads for it if need be). */
async function clearDocumentLibrary() {
  const { clearLibraries } = await import('@/lib/documents/library');
  await clearLibraries();
}

/** So do every account's trials and conversations kept in this browser. */
async function clearKeptWork() {
  const [{ forgetAllTrials }, { openConversationStore }] = await Promise.all([
    import('@/lib/trial-storage'),
    import('@/lib/conversations/open-conversations'),
  ]);
  forgetAllTrials();
  await (await openConversationStore()).clear();
}

export interface DemoControlsProps {
  /** Called after 'Reset demo data', to leave a page that needed the old data. */
  onReset?: () => void;
}

/** Latency, faults, issued codes, accounts and a reset for the in-page mock server. */
export function DemoControls({ onReset }: DemoControlsProps) {
  const session = useSessionActor();
  const controls = useMockControls(useMockControlsSource());
  const [resetCount, setResetCount] = useState(0);

  if (apiMode === 'remote') {
    return (
      <Alert title="No mock server in this build">
        API calls go to {apiBaseUrl ?? 'the page origin'}; the demo controls work with the in-page
        mock server only.
      </Alert>
    );
  }
  if (controls === undefined) return <Text c="dimmed">Starting the mock server…</Text>;
  if (controls === null) return <Alert title="The mock server is not running" />;

  const reset = () => {
    // Faults go first, so the sign-out's logout request gets its real answer.
    controls.resetDemoData();
    void clearDocumentLibrary();
    void clearKeptWork();
    if (session.getSnapshot().context.user) session.send({ type: 'session.signOut' });
    setResetCount((n) => n + 1);
    notifySuccess(
      'Demo data reset',
      'The mock database holds only the demo accounts again; the document library, trials and conversations kept in this browser are gone, and you are signed out.',
    );
    onReset?.();
  };

  return (
    <Stack gap="lg" key={resetCount}>
      <LatencyControl controls={controls} />
      <FaultControls controls={controls} />
      <DataTables controls={controls} />
      <Stack gap={4}>
        <Button color="red" variant="outline" onClick={reset}>
          Reset demo data
        </Button>
        <Text size="xs" c="dimmed">
          Empties the mock database (registered accounts, codes, sessions) and the document library
          kept in this browser, restores the demo accounts and the default latency, clears faults
          and signs out. The theme stays.
        </Text>
      </Stack>
    </Stack>
  );
}
