import { Box, Container, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { PRODUCT_NAME } from '@domain/product';

/** The spec fixes the copyright year. */
export const COPYRIGHT_YEAR = 2025;

/** The public pages' footer: optional links, then the copyright line. */
export function SiteFooter({ children }: { children?: ReactNode }) {
  return (
    <Box
      component="footer"
      py="xl"
      style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
    >
      <Container size="lg">
        <Group justify="space-between" gap="md">
          <Text size="sm" c="dimmed">
            © {COPYRIGHT_YEAR} {PRODUCT_NAME}. All rights reserved.
          </Text>
          {children && (
            <Group component="nav" aria-label="Footer" gap="md">
              {children}
            </Group>
          )}
        </Group>
      </Container>
    </Box>
  );
}
