import {
  Button,
  Card,
  Group,
  NumberInput,
  SimpleGrid,
  Slider,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import {
  FREE_USERS,
  MAX_AGENTS,
  MAX_USERS,
  MIN_AGENTS,
  MIN_USERS,
  PRICE_PER_EXTRA_USER,
  PRICING_EXAMPLES,
  PRO_PRICE_PER_AGENT,
  SLIDER_MAX_USERS,
  formatUsd,
  monthlyPrice,
} from '@domain/pricing';
import { useCountField } from './useCountField';

const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

const AGENT_MARKS = Array.from({ length: MAX_AGENTS }, (_, i) => ({ value: i + 1 }));
const USER_MARKS = [FREE_USERS, 500].map((value) => ({ value, label: String(value) }));

/** Agents and users, typed or slid, give the monthly Pro price and how it adds up. */
export function PricingCalculator() {
  const agents = useCountField({ noun: 'agents', min: MIN_AGENTS, max: MAX_AGENTS, initial: 1 });
  const users = useCountField({ noun: 'users', min: MIN_USERS, max: MAX_USERS, initial: 50 });
  const price = monthlyPrice(agents.value, users.value);

  return (
    <Card
      withBorder
      radius="lg"
      padding="xl"
      component="section"
      aria-labelledby="calculator-title"
    >
      <Title id="calculator-title" order={2} mb="xs">
        Pricing calculator
      </Title>
      <Text c="dimmed" mb="lg">
        Pro plan, per month, after the free trial.
      </Text>

      <Group gap="xs" mb="xl" role="group" aria-label="Examples">
        <Text size="sm" fw={600} mr="xs">
          Examples:
        </Text>
        {PRICING_EXAMPLES.map((example) => {
          const active = example.agents === agents.value && example.users === users.value;
          return (
            <Button
              key={`${example.agents}-${example.users}`}
              size="xs"
              variant={active ? 'filled' : 'default'}
              aria-pressed={active}
              onClick={() => {
                agents.set(example.agents);
                users.set(example.users);
              }}
            >
              {plural(example.agents, 'agent', 'agents')}, {plural(example.users, 'user', 'users')}
            </Button>
          );
        })}
      </Group>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <Stack gap="lg">
          <Stack gap="xs">
            <NumberInput
              label="Agents"
              description={`${MIN_AGENTS} to ${MAX_AGENTS}`}
              value={agents.input}
              onChange={agents.onChange}
              onBlur={agents.onBlur}
              error={agents.error}
              min={MIN_AGENTS}
              max={MAX_AGENTS}
              clampBehavior="none"
              allowDecimal={false}
              allowNegative={false}
            />
            <Slider
              thumbLabel="Agents"
              value={agents.value}
              onChange={agents.set}
              min={MIN_AGENTS}
              max={MAX_AGENTS}
              step={1}
              marks={AGENT_MARKS}
              mb="sm"
            />
          </Stack>
          <Stack gap="xs">
            <NumberInput
              label="Users"
              description={`The first ${FREE_USERS} are free`}
              value={users.input}
              onChange={users.onChange}
              onBlur={users.onBlur}
              error={users.error}
              min={MIN_USERS}
              max={MAX_USERS}
              clampBehavior="none"
              allowDecimal={false}
              allowNegative={false}
              thousandSeparator=","
            />
            <Slider
              thumbLabel="Users"
              value={Math.min(users.value, SLIDER_MAX_USERS)}
              onChange={users.set}
              min={MIN_USERS}
              max={SLIDER_MAX_USERS}
              step={1}
              marks={USER_MARKS}
              mb="lg"
            />
          </Stack>
        </Stack>

        <Stack gap="sm">
          <Stack gap={4} role="status" aria-labelledby="monthly-total-label">
            <Text size="sm" fw={600} id="monthly-total-label">
              Monthly total
            </Text>
            <Text fz={44} fw={800} lh={1}>
              {formatUsd(price.total)}
            </Text>
          </Stack>
          <Table aria-label="Price breakdown" verticalSpacing="xs">
            <Table.Tbody>
              <Table.Tr>
                <Table.Td>
                  {plural(price.agents, 'agent', 'agents')} × {formatUsd(PRO_PRICE_PER_AGENT)}
                </Table.Td>
                <Table.Td ta="end">{formatUsd(price.agentsCost)}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Td>
                  {plural(price.users, 'user', 'users')}: first {FREE_USERS} free,{' '}
                  {plural(price.extraUsers, 'extra user', 'extra users')} ×{' '}
                  {formatUsd(PRICE_PER_EXTRA_USER)}
                </Table.Td>
                <Table.Td ta="end">{formatUsd(price.extraUsersCost)}</Table.Td>
              </Table.Tr>
              <Table.Tr fw={700}>
                <Table.Td>Total per month</Table.Td>
                <Table.Td ta="end">{formatUsd(price.total)}</Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </Stack>
      </SimpleGrid>
    </Card>
  );
}
