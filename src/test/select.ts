import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * Chooses an option of a Mantine Select the way a person does: opens it and clicks the option
 * in its own list (with several selects on the page, each has a list of the same options).
 */
export async function chooseOption(user: UserEvent, input: HTMLElement, option: string) {
  await user.click(input);
  await waitFor(() => {
    if (!input.getAttribute('aria-controls')) throw new Error('The select did not open');
  });
  await user.click(listOf(input).getByRole('option', { name: option, hidden: true }));
}

/** Queries within the list an opened select controls (every select's list is in the page). */
const listOf = (select: HTMLElement) =>
  within(document.getElementById(select.getAttribute('aria-controls')!)!);

/** An opened select's options. */
export const optionsOf = (select: HTMLElement) =>
  listOf(select).getAllByRole('option', { hidden: true });

/** The input of the select labelled `label` (its list carries the same label). */
export const selectInput = (label: string) => screen.getByLabelText(label, { selector: 'input' });
