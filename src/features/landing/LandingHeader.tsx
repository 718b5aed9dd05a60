import { Anchor, Burger, Button, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { SiteHeader } from '@/components/SiteHeader';
import { ThemePicker } from '@/components/ThemePicker';
import { useAuthDialog } from '@/components/useAuthDialog';

// The drawer's code (focus trap, scroll lock) is only needed once someone opens the menu.
const MobileMenu = lazy(() => import('./MobileMenu').then((m) => ({ default: m.MobileMenu })));

const SECTION_LINKS = [
  { href: '#agents', label: 'Agents' },
  { href: '#features', label: 'Features' },
] as const;
const MOBILE_LINKS = [...SECTION_LINKS, { href: '#pricing', label: 'Pricing' }] as const;
const MOBILE_MENU_ID = 'landing-mobile-menu';

/** Top navigation; below the md breakpoint a burger opens a drawer that repeats it. */
export function LandingHeader() {
  const { openSignIn, openSignUp } = useAuthDialog();
  const [menuOpened, menu] = useDisclosure(false);
  const [menuLoaded, setMenuLoaded] = useState(false);
  if (menuOpened && !menuLoaded) setMenuLoaded(true);

  return (
    <>
      <SiteHeader>
        <Group component="nav" aria-label="Main" gap="lg" visibleFrom="md">
          {SECTION_LINKS.map((link) => (
            <Anchor key={link.href} href={link.href} c="var(--mantine-color-text)" fw={500}>
              {link.label}
            </Anchor>
          ))}
          <Anchor component={Link} to="/pricing" c="var(--mantine-color-text)" fw={500}>
            Pricing
          </Anchor>
        </Group>
        <Group gap="sm" visibleFrom="md" wrap="nowrap">
          <ThemePicker />
          <Button variant="default" onClick={openSignIn}>
            Sign In
          </Button>
          <Button onClick={openSignUp}>Get Started</Button>
        </Group>
        <Burger
          hiddenFrom="md"
          opened={menuOpened}
          onClick={menu.toggle}
          aria-label={menuOpened ? 'Close menu' : 'Open menu'}
          aria-expanded={menuOpened}
          aria-controls={MOBILE_MENU_ID}
        />
      </SiteHeader>
      {menuLoaded && (
        <Suspense fallback={null}>
          <MobileMenu
            id={MOBILE_MENU_ID}
            opened={menuOpened}
            onClose={menu.close}
            links={MOBILE_LINKS}
            onSignIn={openSignIn}
            onSignUp={openSignUp}
          />
        </Suspense>
      )}
    </>
  );
}
