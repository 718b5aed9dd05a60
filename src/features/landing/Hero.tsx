import { Badge, Box, Button, Container, Group, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { TRIAL_MONTHS } from '@domain/pricing';
import { useAuthDialog } from '@/components/useAuthDialog';
import classes from './Landing.module.css';

export function Hero() {
  const { openSignIn, openSignUp } = useAuthDialog();
  return (
    <Box component="section" aria-labelledby="hero-title" className={classes.hero}>
      <Container size="md" ta="center">
        <Badge variant="light" size="lg" tt="none" mb="lg">
          {TRIAL_MONTHS} months free · No credit card required
        </Badge>
        <Title id="hero-title" order={1} className={classes.heroTitle}>
          AI agents for retail operations teams
        </Title>
        <Text size="xl" c="dimmed" mt="lg" maw={680} mx="auto">
          Specialised conversational agents that know your documents, stores and routines. Every
          agent is yours in full during the trial; billing starts only when it ends.
        </Text>
        <Group justify="center" mt="xl" gap="md">
          <Button
            size="lg"
            rightSection={<IconArrowRight size={20} aria-hidden />}
            onClick={openSignUp}
          >
            Start Your Free Trial
          </Button>
          <Button size="lg" variant="default" onClick={openSignIn}>
            Sign In
          </Button>
        </Group>
      </Container>
    </Box>
  );
}
