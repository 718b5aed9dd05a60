import { Anchor, Button, Group } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { SiteHeader } from '@/components/SiteHeader';

/** Home and Pricing links; Sign In and Get Started both lead to the dashboard (spec). */
export function PricingHeader() {
  return (
    <SiteHeader nameVisibleFrom="sm">
      <Group gap="xs" wrap="nowrap">
        <Group component="nav" aria-label="Main" gap="sm" wrap="nowrap">
          <Anchor component={Link} to="/" c="var(--mantine-color-text)" fw={500} size="sm">
            Home
          </Anchor>
          <Anchor
            component={Link}
            to="/pricing"
            c="var(--mantine-color-text)"
            fw={500}
            size="sm"
            activeProps={{ 'aria-current': 'page' }}
          >
            Pricing
          </Anchor>
        </Group>
        <Button component={Link} to="/dashboard" variant="default" size="compact-sm">
          Sign In
        </Button>
        <Button component={Link} to="/dashboard" size="compact-sm">
          Get Started
        </Button>
      </Group>
    </SiteHeader>
  );
}
