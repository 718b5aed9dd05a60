import { Input, PinInput, Stack, Text } from '@mantine/core';
import { useId, type Ref } from 'react';
import { OTP_LENGTH } from '@domain/contact-rules';

interface CodeInputProps {
  value: string;
  onChange: (value: string) => void;
  readOnly: boolean;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * The 6-digit one-time code: Mantine PinInput with autocomplete="one-time-code". A whole code
 * can be pasted; the machines submit it when the sixth digit arrives.
 */
export function CodeInput({ value, onChange, readOnly, error, inputRef }: CodeInputProps) {
  const labelId = useId();
  const errorId = useId();
  return (
    <Stack gap={6}>
      <Text id={labelId} component="span" size="sm" fw={500}>
        Verification code
      </Text>
      <PinInput
        ref={inputRef}
        aria-labelledby={labelId}
        length={OTP_LENGTH}
        type="number"
        oneTimeCode
        autoFocus
        value={value}
        onChange={onChange}
        readOnly={readOnly}
        error={Boolean(error)}
        size="md"
        getInputProps={(index) => ({
          'aria-label': `Verification code digit ${index + 1} of ${OTP_LENGTH}`,
          'aria-describedby': error ? errorId : undefined,
          'data-autofocus': index === 0 ? true : undefined,
        })}
      />
      {error && <Input.Error id={errorId}>{error}</Input.Error>}
    </Stack>
  );
}
