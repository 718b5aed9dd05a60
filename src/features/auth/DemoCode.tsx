import { Alert, Code } from '@mantine/core';

/** The code the in-page mock server sent; a static deployment has no SMS gateway. */
export function DemoCode({ code }: { code: string | null }) {
  if (!code) return null;
  return (
    <Alert variant="light" color="gray" p="xs" aria-live="polite">
      Demo code: <Code fz="sm">{code}</Code>
    </Alert>
  );
}
