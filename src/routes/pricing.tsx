import { Badge, Box, Container, Stack, Text, Title } from '@mantine/core';
import { SiteFooter } from '@/components/SiteFooter';
import { PlanCards } from '@/features/pricing/PlanCards';
import { PricingAgentList } from '@/features/pricing/PricingAgentList';
import { PricingCalculator } from '@/features/pricing/PricingCalculator';
import { PricingFeatures } from '@/features/pricing/PricingFeatures';
import { PricingHeader } from '@/features/pricing/PricingHeader';
import { FREE_USERS, TRIAL_MONTHS } from '@domain/pricing';

export function PricingPage() {
  return (
    <>
      <PricingHeader />
      <Box component="main" py={64}>
        <Container size="lg">
          <Stack gap={64}>
            <Stack align="center" ta="center" gap="md">
              <Title order={1}>Simple, Transparent Pricing</Title>
              <Badge
                size="xl"
                variant="light"
                tt="none"
                h="auto"
                py={6}
                styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
              >
                {TRIAL_MONTHS} Months Absolutely Free - No Credit Card Required
              </Badge>
              <Text size="lg" c="dimmed" maw={620}>
                Try every agent free, then pay only for the agents you use. The first {FREE_USERS}{' '}
                users are included.
              </Text>
            </Stack>
            <PlanCards />
            <PricingCalculator />
            <PricingAgentList />
            <PricingFeatures />
          </Stack>
        </Container>
      </Box>
      <SiteFooter />
    </>
  );
}
