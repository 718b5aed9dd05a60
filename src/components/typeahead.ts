import { useMemo, type KeyboardEvent } from 'react';

/** The spec's type-ahead: letters typed within this long of the last one search together. */
export const TYPEAHEAD_RESET_MS = 1000;

export interface TypeaheadOption<T extends string> {
  value: T;
  label: string;
  disabled?: boolean;
}

/**
 * Type-ahead over a list of options, as a native select has it: each letter extends what was
 * typed, and the first enabled option whose label starts with it is the match; a pause of
 * TYPEAHEAD_RESET_MS starts over. Mantine's Select has none.
 */
export function createTypeahead<T extends string>(now: () => number = () => performance.now()) {
  let typed = '';
  let lastKeyAt = -Infinity;
  return (key: string, options: readonly TypeaheadOption<T>[]): T | null => {
    const at = now();
    if (at - lastKeyAt >= TYPEAHEAD_RESET_MS) typed = '';
    lastKeyAt = at;
    typed += key.toLocaleLowerCase();
    const match = options.find(
      (option) => !option.disabled && option.label.toLocaleLowerCase().startsWith(typed),
    );
    return match?.value ?? null;
  };
}

const isTypedCharacter = (event: KeyboardEvent) =>
  event.key.length === 1 && event.key !== ' ' && !event.ctrlKey && !event.metaKey && !event.altKey;

/** A keydown handler that chooses the option the user types the start of. */
export function useTypeahead<T extends string>(
  options: readonly TypeaheadOption<T>[],
  choose: (value: T) => void,
) {
  const typeahead = useMemo(() => createTypeahead<T>(), []);
  return (event: KeyboardEvent) => {
    if (!isTypedCharacter(event)) return;
    const match = typeahead(event.key, options);
    if (match !== null) choose(match);
  };
}
