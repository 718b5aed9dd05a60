import { useState } from 'react';
import { clampCount } from '@domain/pricing';

interface CountFieldOptions {
  /** Plural noun for messages: "agents", "users". */
  noun: string;
  min: number;
  max: number;
  initial: number;
}

/**
 * A whole-number field that can be typed into freely: while what is typed is empty or out of
 * range, it says so and the price keeps using the last valid (or clamped) count, so nothing is
 * lost and nothing turns into NaN. Leaving the field snaps it back to that count.
 */
export function useCountField({ noun, min, max, initial }: CountFieldOptions) {
  const [input, setInput] = useState<string | number>(initial);
  const [value, setValue] = useState(initial);

  const typed = typeof input === 'number' ? input : input.trim() === '' ? null : Number(input);
  let error: string | null = null;
  if (typed === null || Number.isNaN(typed)) {
    error = `Enter ${min} to ${max.toLocaleString('en-US')} ${noun}. The price uses ${value.toLocaleString('en-US')}.`;
  } else if (typed < min) {
    error = `At least ${min} — the price uses ${min}.`;
  } else if (typed > max) {
    error = `At most ${max.toLocaleString('en-US')} ${noun} — the price uses ${max.toLocaleString('en-US')}.`;
  }

  return {
    input,
    value,
    error,
    onChange(next: string | number) {
      setInput(next);
      const parsed = typeof next === 'number' ? next : next.trim() === '' ? NaN : Number(next);
      if (!Number.isNaN(parsed)) setValue(clampCount(parsed, min, max));
    },
    onBlur() {
      setInput(value);
    },
    set(next: number) {
      const clamped = clampCount(next, min, max);
      setInput(clamped);
      setValue(clamped);
    },
  };
}
