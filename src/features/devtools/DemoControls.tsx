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
import type { Server } from 'miragejs';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { SessionActor } from '@/app/session';
import { notifySuccess } from '@/components/notify';
import { apiBaseUrl, apiMode } from '@/lib/api/config';
import { ensureApiReady } from '@/lib/api/mock-server';
import { DEFAULT_LATENCY_MS } from '@mirage/index';
import {
  getMockLatency,
  listIssuedCodes,
  listRegisteredAccounts,
  resetMockDatabase,
  setMockLatency,
} from '@mirage/demo-controls';
import { formatEventTime } from './format';
import {
  FAULTS,
  armFault,
  armedFaults,
  clearFaults,
  describeTarget,
  disarmFault,
  firedFaults,
  listEndpoints,
  subscribeFaults,
  type FaultKind,
} from './mock-faults';

export const MAX_LATENCY_MS = 3000;

/** The running in-page mock server: started on demand, like the app's first API call does. */
export async function loadBrowserMockServer(): Promise<Server | null> {
  await ensureApiReady();
  const { getMockServer } = await import('@mirage/browser');
  return getMockServer();
}

function useMockServer(load: () => Promise<Server | null>) {
  const [server, setServer] = useState<Server | null | undefined>(undefined);
  useEffect(() => {
    let current = true;
    load().then(
      (s) => current && setServer(s),
      () => current && setServer(null),
    );
    return () => {
      current = false;
    };
  }, [load]);
  return server;
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

function FaultControls({ server }: { server: Server }) {
  const armed = useSyncExternalStore(subscribeFaults, () => armedFaults(server));
  const fired = useSyncExternalStore(subscribeFaults, () => firedFaults(server));
  const [kind, setKind] = useState<FaultKind>('http500');
  const [target, setTarget] = useState(NEXT_REQUEST);
  const endpoints = listEndpoints(server);

  const inject = () => {
    const [method = '', path = ''] = target.split(' ');
    armFault(
      server,
      kind,
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
          data={Object.entries(FAULTS).map(([value, f]) => ({ value, label: f.label }))}
          value={kind}
          onChange={(value) => value && setKind(value as FaultKind)}
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
          <Button variant="default" onClick={() => clearFaults(server)}>
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
                  {FAULTS[fault.kind].label} on {describeTarget(fault.target)}
                </Text>
                <Button
                  size="compact-xs"
                  variant="subtle"
                  aria-label={`Remove ${FAULTS[fault.kind].label} on ${describeTarget(fault.target)}`}
                  onClick={() => disarmFault(server, fault.id)}
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
              {formatEventTime(f.at)} {FAULTS[f.kind].label} on {f.method} {f.path}
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}

function LatencyControl({ server }: { server: Server }) {
  const [latency, setLatency] = useState(() => getMockLatency(server));
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
        onChangeEnd={(value) => setMockLatency(server, value)}
        thumbLabel="Mock server latency in milliseconds"
        label={(value) => `${value} ms`}
        marks={[0, 1000, 2000, 3000].map((value) => ({ value, label: `${value / 1000} s` }))}
        mb="lg"
      />
    </Stack>
  );
}

function DataTables({ server }: { server: Server }) {
  useEverySecond();
  const codes = listIssuedCodes(server);
  const accounts = listRegisteredAccounts(server);
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

export interface DemoControlsProps {
  /** Where the mock server comes from; tests pass their own. */
  loadServer?: () => Promise<Server | null>;
  /** Called after 'Reset demo data', to leave a page that needed the old data. */
  onReset?: () => void;
}

/** Latency, faults, issued codes, accounts and a reset for the in-page mock server. */
export function DemoControls({ loadServer = loadBrowserMockServer, onReset }: DemoControlsProps) {
  const session = SessionActor.useActorRef();
  const server = useMockServer(loadServer);
  const [resetCount, setResetCount] = useState(0);

  if (apiMode === 'remote') {
    return (
      <Alert title="No mock server in this build">
        API calls go to {apiBaseUrl ?? 'the page origin'}; the demo controls work with the in-page
        mock server only.
      </Alert>
    );
  }
  if (server === undefined) return <Text c="dimmed">Starting the mock server…</Text>;
  if (server === null) return <Alert title="The mock server is not running" />;

  const reset = () => {
    clearFaults(server);
    if (session.getSnapshot().context.user) session.send({ type: 'session.signOut' });
    resetMockDatabase(server);
    setMockLatency(server, DEFAULT_LATENCY_MS);
    setResetCount((n) => n + 1);
    notifySuccess(
      'Demo data reset',
      'The mock database holds only the demo accounts again and you are signed out.',
    );
    onReset?.();
  };

  return (
    <Stack gap="lg" key={resetCount}>
      <LatencyControl server={server} />
      <FaultControls server={server} />
      <DataTables server={server} />
      <Stack gap={4}>
        <Button color="red" variant="outline" onClick={reset}>
          Reset demo data
        </Button>
        <Text size="xs" c="dimmed">
          Empties the mock database (registered accounts, codes, sessions), restores the demo
          accounts and the default latency, clears faults and signs out. The theme stays.
        </Text>
      </Stack>
    </Stack>
  );
}
