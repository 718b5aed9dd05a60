import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DOCS_PATH, renderDocs } from './docs';
import { TYPES_PATH, renderTypes } from './types';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const onDisk = (path: string) => {
  expect(existsSync(join(root, path)), `${path} is missing`).toBe(true);
  return readFileSync(join(root, path), 'utf8');
};

describe('what is generated from the API contract', () => {
  it(`${TYPES_PATH} is up to date (run \`npm run types:api\` after changing the contract)`, async () => {
    expect(onDisk(TYPES_PATH)).toBe(await renderTypes(root));
  });

  it(`${DOCS_PATH} is up to date (run \`npm run docs:api\` after changing the contract)`, () => {
    expect(onDisk(DOCS_PATH)).toBe(renderDocs());
  });
});
