import {
  Box,
  Container,
  Group,
  Text,
  ThemeIcon,
  UnstyledButton,
  type MantineBreakpoint,
} from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { PRODUCT_NAME } from '@domain/product';

/** The public pages' sticky top bar: the product name (a link home) and the page's own controls. */
export function SiteHeader({
  children,
  nameVisibleFrom,
}: {
  children: ReactNode;
  /** Hide the product's name (not its icon) on screens narrower than this. */
  nameVisibleFrom?: MantineBreakpoint;
}) {
  return (
    <Box
      component="header"
      pos="sticky"
      top={0}
      bg="var(--mantine-color-body)"
      style={{ zIndex: 100, borderBottom: '1px solid var(--mantine-color-default-border)' }}
    >
      <Container size="lg" h={64}>
        <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
          <UnstyledButton component={Link} to="/" aria-label={`${PRODUCT_NAME} home`}>
            <Group gap="xs" wrap="nowrap">
              <ThemeIcon size="lg" radius="md" aria-hidden>
                <IconSparkles size={20} />
              </ThemeIcon>
              <Text
                fw={700}
                size="lg"
                c="var(--mantine-color-bright)"
                visibleFrom={nameVisibleFrom}
              >
                {PRODUCT_NAME}
              </Text>
            </Group>
          </UnstyledButton>
          {children}
        </Group>
      </Container>
    </Box>
  );
}
