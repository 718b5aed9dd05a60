import { remembered } from './remembered';

test('a result is worked out once per key, and the memory starts over past its limit', () => {
  const computed: string[] = [];
  const upper = remembered((word: string) => {
    computed.push(word);
    return word.toUpperCase();
  }, 2);
  expect([upper('a'), upper('b'), upper('a')]).toEqual(['A', 'B', 'A']);
  expect(computed).toEqual(['a', 'b']);
  upper('c');
  expect(upper('a')).toBe('A');
  expect(computed).toEqual(['a', 'b', 'c', 'a']);
});

test('a null result is remembered too', () => {
  let calls = 0;
  const none = remembered(() => {
    calls += 1;
    return null;
  });
  none('the');
  none('the');
  expect(calls).toBe(1);
});
