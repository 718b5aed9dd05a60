import { Button, Drawer, NavLink, Stack } from '@mantine/core';
import { ThemePicker } from '@/components/ThemePicker';

export interface MobileMenuProps {
  id: string;
  opened: boolean;
  onClose: () => void;
  links: readonly { href: string; label: string }[];
  onSignIn: () => void;
  onSignUp: () => void;
}

/** The small-screen drawer repeating the top navigation; loaded the first time it opens. */
export function MobileMenu({ id, opened, onClose, links, onSignIn, onSignUp }: MobileMenuProps) {
  const thenClose = (action: () => void) => () => {
    onClose();
    action();
  };
  return (
    <Drawer
      id={id}
      opened={opened}
      onClose={onClose}
      title="Menu"
      position="right"
      size="xs"
      closeButtonProps={{ 'aria-label': 'Close menu' }}
    >
      <Stack gap="xs">
        <nav aria-label="Mobile">
          {links.map((link) => (
            <NavLink key={link.href} href={link.href} label={link.label} onClick={onClose} />
          ))}
        </nav>
        <ThemePicker fullWidth />
        <Button variant="default" fullWidth onClick={thenClose(onSignIn)}>
          Sign In
        </Button>
        <Button fullWidth onClick={thenClose(onSignUp)}>
          Get Started
        </Button>
      </Stack>
    </Drawer>
  );
}
