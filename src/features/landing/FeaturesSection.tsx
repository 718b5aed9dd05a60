import { Box, Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBulb, IconChartArrowsVertical, IconShieldLock } from '@tabler/icons-react';
import classes from './Landing.module.css';

const FEATURES = [
  {
    icon: IconShieldLock,
    title: 'Enterprise security',
    text: 'Role-based access control and document classification decide who can see and search each document.',
  },
  {
    icon: IconChartArrowsVertical,
    title: 'Built to scale',
    text: 'From one store to thousands of locations, with the first 100 users included.',
  },
  {
    icon: IconBulb,
    title: 'AI-powered insights',
    text: 'Answers, trends and recommendations drawn from your own operational data.',
  },
] as const;

export function FeaturesSection() {
  return (
    <Box
      component="section"
      id="features"
      aria-labelledby="features-title"
      className={`${classes.section} ${classes.sectionAlt}`}
    >
      <Container size="lg">
        <Title id="features-title" order={2} ta="center" mb="xl">
          Why retail teams choose us
        </Title>
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="xl">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <Stack key={title} align="center" ta="center" gap="sm">
              <ThemeIcon size={56} radius="xl" aria-hidden>
                <Icon size={30} />
              </ThemeIcon>
              <Title order={3} size="h4">
                {title}
              </Title>
              <Text c="dimmed">{text}</Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
