import { Badge, Button, Code, Collapse, Stack, Table, Text } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { DEMO_ACCOUNTS, DEMO_COMPANY, DEMO_PASSWORD } from '@domain/demo-accounts';

/** The seeded demo accounts, one per clearance, behind a toggle in the sign-in dialog. */
export function DemoAccountsHint() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <Stack gap="xs">
      <Button
        variant="subtle"
        size="compact-sm"
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        aria-controls={panelId}
        rightSection={
          <IconChevronDown
            size={16}
            aria-hidden
            style={{
              transform: open ? 'rotate(180deg)' : undefined,
              transition: 'transform 150ms',
            }}
          />
        }
      >
        Demo accounts
      </Button>
      <Collapse expanded={open} id={panelId}>
        <Text size="sm" mb="xs">
          {DEMO_COMPANY.name} — password for all: <Code>{DEMO_PASSWORD}</Code>. Each has a different
          document clearance.
        </Text>
        <Table fz="xs" verticalSpacing={4} horizontalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Email</Table.Th>
              <Table.Th>Mobile</Table.Th>
              <Table.Th>Clearance</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {DEMO_ACCOUNTS.map((account) => (
              <Table.Tr key={account.id}>
                <Table.Td>{account.email}</Table.Td>
                <Table.Td>{account.phone}</Table.Td>
                <Table.Td>
                  <Badge size="xs" variant="light">
                    {account.clearance}
                  </Badge>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Collapse>
    </Stack>
  );
}
