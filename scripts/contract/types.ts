import { join } from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import { format, resolveConfig } from 'prettier';
import { CONTRACT_PATH, readContractText } from '@/test/contract';

/** The TypeScript types of the contract, which the app's API calls are written against. */
export const TYPES_PATH = 'src/lib/api/schema.d.ts';

const BANNER = `/**
 * The API contract's types: generated from ${CONTRACT_PATH} by \`npm run types:api\`
 * (openapi-typescript). Do not edit: change the contract and run it again. A test fails while
 * this file is stale.
 */
`;

/** The contents TYPES_PATH should have: openapi-typescript's output, formatted as the repo is. */
export async function renderTypes(root: string): Promise<string> {
  const ast = await openapiTS(readContractText(root));
  const path = join(root, TYPES_PATH);
  const options = await resolveConfig(path);
  return format(`${BANNER}\n${astToString(ast)}`, { ...options, filepath: path });
}
