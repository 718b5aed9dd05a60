import { Title } from '@mantine/core';

export function PricingPage() {
  return <Title order={1}>Simple, Transparent Pricing</Title>;
}
