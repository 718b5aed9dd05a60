import { Anchor, Divider, Modal, Stack, Tabs, Text } from '@mantine/core';
import { IconDeviceMobile, IconMail } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import type { SignInTab } from '@machines/sign-in/sign-in.types';
import { apiMode } from '@/lib/api/config';
import { PRODUCT_NAME } from '@domain/product';
import { DemoAccountsHint } from '../DemoAccountsHint';
import { EmailSignInForm } from './EmailSignInForm';
import { MobileSignInForm } from './MobileSignInForm';
import type { SignInActorRef } from './signInActor';

// Mantine labels each panel by its tab; these are named by purpose instead, so that 'Email'
// labels only the email field (getByLabel('Email') finds one element).
const PANEL_NOT_NAMED_BY_TAB = { 'aria-labelledby': null } as unknown as {
  'aria-labelledby'?: string;
};

function isTab(value: string | null): value is SignInTab {
  return value === 'email' || value === 'mobile';
}

/** The sign-in modal: Email and Mobile tabs, a way to sign up instead, the demo accounts. */
export function SignInDialog({
  actor,
  opened,
  onClose,
}: {
  actor: SignInActorRef;
  opened: boolean;
  onClose: () => void;
}) {
  const tab: SignInTab = useSelector(actor, (s) => (s.matches('mobileTab') ? 'mobile' : 'email'));
  const busy = useSelector(actor, (s) => s.hasTag('loading'));
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={`Sign in to ${PRODUCT_NAME}`}
      closeButtonProps={{ 'aria-label': 'Close' }}
      centered
    >
      <Stack>
        <Tabs
          value={tab}
          onChange={(value) => isTab(value) && actor.send({ type: 'tab.select', tab: value })}
        >
          <Tabs.List grow mb="md">
            <Tabs.Tab
              value="email"
              disabled={busy}
              leftSection={<IconMail size={16} aria-hidden />}
            >
              Email
            </Tabs.Tab>
            <Tabs.Tab
              value="mobile"
              disabled={busy}
              leftSection={<IconDeviceMobile size={16} aria-hidden />}
            >
              Mobile
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel
            value="email"
            {...PANEL_NOT_NAMED_BY_TAB}
            aria-label="Sign in with a password"
          >
            <EmailSignInForm actor={actor} />
          </Tabs.Panel>
          <Tabs.Panel
            value="mobile"
            {...PANEL_NOT_NAMED_BY_TAB}
            aria-label="Sign in with a texted code"
          >
            <MobileSignInForm actor={actor} />
          </Tabs.Panel>
        </Tabs>
        <Text size="sm" ta="center">
          Don&apos;t have an account?{' '}
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => actor.send({ type: 'signUp.open' })}
          >
            Sign up here
          </Anchor>
        </Text>
        {apiMode === 'mock' && (
          <>
            <Divider />
            <DemoAccountsHint />
          </>
        )}
      </Stack>
    </Modal>
  );
}
