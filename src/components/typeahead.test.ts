import { CLASSIFICATION_LEVELS } from '@domain/classification';
import { createTypeahead, TYPEAHEAD_RESET_MS } from './typeahead';

const LEVELS = CLASSIFICATION_LEVELS.map((level) => ({ value: level, label: level }));

function typing() {
  let now = 0;
  const typeahead = createTypeahead<(typeof LEVELS)[number]['value']>(() => now);
  return {
    type: (key: string, options = LEVELS) => typeahead(key, options),
    wait: (ms: number) => {
      now += ms;
    },
  };
}

test('letters typed together narrow the match', () => {
  const { type, wait } = typing();
  expect(type('c')).toBe('Classified');
  wait(300);
  expect(type('o')).toBe('Confidential');
});

test(`a pause of ${TYPEAHEAD_RESET_MS} ms starts the search over`, () => {
  const { type, wait } = typing();
  expect(type('p')).toBe('Public');
  wait(TYPEAHEAD_RESET_MS - 1);
  expect(type('r')).toBe('Private');
  wait(TYPEAHEAD_RESET_MS);
  expect(type('c')).toBe('Classified');
});

test('disabled options and no match choose nothing', () => {
  const { type, wait } = typing();
  const someDisabled = LEVELS.map((option) => ({ ...option, disabled: option.value !== 'Public' }));
  expect(type('c', someDisabled)).toBeNull();
  wait(TYPEAHEAD_RESET_MS);
  expect(type('x')).toBeNull();
});
