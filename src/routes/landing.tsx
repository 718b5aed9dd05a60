import { Anchor, Box } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { SiteFooter } from '@/components/SiteFooter';
import { AgentsSection } from '@/features/landing/AgentsSection';
import { FeaturesSection } from '@/features/landing/FeaturesSection';
import { Hero } from '@/features/landing/Hero';
import { LandingHeader } from '@/features/landing/LandingHeader';
import { PricingTeaser } from '@/features/landing/PricingTeaser';

export function LandingPage() {
  return (
    <>
      <LandingHeader />
      <Box component="main">
        <Hero />
        <AgentsSection />
        <FeaturesSection />
        <PricingTeaser />
      </Box>
      <SiteFooter>
        <Anchor href="#agents" size="sm">
          Agents
        </Anchor>
        <Anchor href="#features" size="sm">
          Features
        </Anchor>
        <Anchor component={Link} to="/pricing" size="sm">
          Pricing
        </Anchor>
      </SiteFooter>
    </>
  );
}
