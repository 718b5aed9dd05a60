import { Center, Text, Title, Stack } from '@mantine/core';

export function DashboardPage() {
  return (
    <Center mih="100vh" component="main">
      <Stack align="center">
        <Title order={1}>Dashboard</Title>
        <Text c="dimmed">The agents dashboard is being built.</Text>
      </Stack>
    </Center>
  );
}
