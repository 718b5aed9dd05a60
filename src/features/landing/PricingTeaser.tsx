import { Box, Button, Container, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { FREE_USERS, PRO_PRICE_PER_AGENT, TRIAL_MONTHS, formatUsd } from '@domain/pricing';
import classes from './Landing.module.css';

export function PricingTeaser() {
  return (
    <Box
      component="section"
      id="pricing"
      aria-labelledby="pricing-title"
      className={classes.section}
    >
      <Container size="sm" ta="center">
        <Title id="pricing-title" order={2}>
          Simple pricing
        </Title>
        <Text size="lg" c="dimmed" mt="sm">
          {TRIAL_MONTHS} months free, then {formatUsd(PRO_PRICE_PER_AGENT)} per agent per month with
          the first {FREE_USERS} users included.
        </Text>
        <Button component={Link} to="/pricing" size="md" variant="light" mt="lg">
          See pricing and calculator
        </Button>
      </Container>
    </Box>
  );
}
