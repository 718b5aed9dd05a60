import { Anchor } from '@mantine/core';
// The rendered API contract (npm run docs:api): the build ships it as a file of its own.
import apiReferenceUrl from '/docs/api/index.html?url';

/** Opens the API reference, the contract the mock server serves and a real backend is built to. */
export function ApiReferenceLink() {
  return (
    <Anchor href={apiReferenceUrl} target="_blank" rel="noopener" size="sm">
      API reference (opens in a new tab)
    </Anchor>
  );
}
