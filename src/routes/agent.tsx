import { Center, Title } from '@mantine/core';
import { useParams } from '@tanstack/react-router';

export function AgentPage() {
  const { agentType } = useParams({ from: '/agent/$agentType' });
  return (
    <Center mih="100vh" component="main">
      <Title order={1}>{agentType}</Title>
    </Center>
  );
}
