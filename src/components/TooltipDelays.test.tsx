import { ActionIcon, MantineProvider, Tooltip } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TOOLTIP_OPEN_DELAY_MS, TOOLTIP_SKIP_DELAY_MS, TooltipDelays } from './TooltipDelays';

// Real timers: user-event's pointer events do not run under fake ones. The margins are wide
// (a tooltip that opens "at once" must show well inside the open delay).

function renderTwoTooltips() {
  render(
    <MantineProvider>
      <TooltipDelays>
        <Tooltip label="Show your applications">
          <ActionIcon aria-label="Applications">A</ActionIcon>
        </Tooltip>
        <Tooltip label="Sign out">
          <ActionIcon aria-label="Sign out">B</ActionIcon>
        </Tooltip>
      </TooltipDelays>
    </MantineProvider>,
  );
  return userEvent.setup();
}

const button = (name: string) => screen.getByRole('button', { name });
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test('the first tooltip waits for the open delay; the next within the skip delay opens at once', async () => {
  const user = renderTwoTooltips();
  await user.hover(button('Applications'));
  await wait(TOOLTIP_OPEN_DELAY_MS / 2);
  expect(screen.queryByText('Show your applications')).toBeNull();
  expect(await screen.findByText('Show your applications')).toBeInTheDocument();

  await user.unhover(button('Applications'));
  await user.hover(button('Sign out'));
  expect(
    await screen.findByText(
      'Sign out',
      { selector: '.mantine-Tooltip-tooltip' },
      {
        timeout: TOOLTIP_OPEN_DELAY_MS / 2,
      },
    ),
  ).toBeInTheDocument();
});

test('past the skip delay, the open delay applies again', async () => {
  const user = renderTwoTooltips();
  await user.hover(button('Applications'));
  expect(
    await screen.findByText('Show your applications', {}, { timeout: 2000 }),
  ).toBeInTheDocument();
  await user.unhover(button('Applications'));
  await wait(TOOLTIP_SKIP_DELAY_MS * 2);
  await user.hover(button('Sign out'));
  await wait(TOOLTIP_OPEN_DELAY_MS / 2);
  expect(screen.queryByText('Sign out', { selector: '.mantine-Tooltip-tooltip' })).toBeNull();
  expect(
    await screen.findByText(
      'Sign out',
      { selector: '.mantine-Tooltip-tooltip' },
      { timeout: 2000 },
    ),
  ).toBeInTheDocument();
});
