import { SimpleGrid, Title } from '@mantine/core';
import { CheckList } from './CheckList';

/** What every plan includes. */
const FEATURES = [
  'Real-time AI assistance',
  'Document processing and chat',
  'Analytics dashboard',
  'Team collaboration tools',
  'Mobile app access',
  'Priority customer support',
  'Data security and compliance',
  'Custom integrations',
] as const;

export function PricingFeatures() {
  const half = Math.ceil(FEATURES.length / 2);
  return (
    <section aria-labelledby="pricing-features-title">
      <Title id="pricing-features-title" order={2} ta="center" mb="lg">
        Everything you need
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" maw={720} mx="auto">
        <CheckList items={FEATURES.slice(0, half)} />
        <CheckList items={FEATURES.slice(half)} />
      </SimpleGrid>
    </section>
  );
}
