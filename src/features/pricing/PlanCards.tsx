import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { AGENTS } from '@domain/agents';
import {
  FREE_USERS,
  PRICE_PER_EXTRA_USER,
  PRO_PRICE_PER_AGENT,
  TRIAL_MAX_USERS,
  TRIAL_MONTHS,
  formatUsd,
} from '@domain/pricing';
import { AFTER_TRIAL } from '@domain/trial';
import { CheckList } from './CheckList';

const PLANS = [
  {
    id: 'plan-free-trial',
    name: 'Free Trial',
    price: formatUsd(0),
    per: `for ${TRIAL_MONTHS} months`,
    items: [
      `${TRIAL_MONTHS} months free`,
      `Up to ${TRIAL_MAX_USERS} users`,
      `All ${AGENTS.length} agents`,
      'Email support',
      'No credit card required',
    ],
    cta: 'Start Free Trial',
    note: AFTER_TRIAL,
    highlighted: false,
  },
  {
    id: 'plan-pro',
    name: 'Pro',
    price: formatUsd(PRO_PRICE_PER_AGENT),
    per: 'per agent per month',
    items: [
      `First ${FREE_USERS} users free`,
      `${formatUsd(PRICE_PER_EXTRA_USER)} per user per month beyond ${FREE_USERS}`,
      'Priority support',
      'Advanced analytics',
    ],
    cta: 'Choose Pro',
    note: null,
    highlighted: true,
  },
] as const;

export function PlanCards() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" component="section" aria-label="Plans">
      {PLANS.map((plan) => (
        <Card
          key={plan.name}
          withBorder
          radius="lg"
          padding="lg"
          component="article"
          aria-labelledby={plan.id}
          style={
            plan.highlighted ? { borderColor: 'var(--mantine-primary-color-filled)' } : undefined
          }
        >
          <Stack gap="md" h="100%">
            <Group justify="space-between">
              <Title id={plan.id} order={2} size="h3">
                {plan.name}
              </Title>
              {plan.highlighted && (
                <Badge variant="light" tt="none">
                  After the trial
                </Badge>
              )}
            </Group>
            <Group gap={6} align="baseline">
              <Text fz={40} fw={800} lh={1}>
                {plan.price}
              </Text>
              <Text c="dimmed">{plan.per}</Text>
            </Group>
            <CheckList items={plan.items} />
            {plan.note && (
              <Text size="sm" c="dimmed">
                {plan.note}
              </Text>
            )}
            <Button
              component={Link}
              to="/dashboard"
              variant={plan.highlighted ? 'filled' : 'default'}
              fullWidth
              mt="auto"
            >
              {plan.cta}
            </Button>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
