import { File as NodeFile } from 'node:buffer';
import { FIXTURES, type FixtureName } from '../../../scripts/fixtures/catalogue';
import type { NamedBlob } from '@/lib/documents/types';

/** A file as an upload would hand it over. Node's File: jsdom's has no arrayBuffer/stream. */
export function fileOf(bytes: Uint8Array | string, name: string): NamedBlob {
  return new NodeFile([bytes], name) as unknown as NamedBlob;
}

// Each fixture is built once per worker (test files share a worker's modules): a new File is
// made from its bytes for every call, so a test never sees what another did with its file.
const built = new Map<FixtureName, Promise<Awaited<ReturnType<(typeof FIXTURES)[FixtureName]>>>>();

export async function fixtureFile(name: FixtureName, as: string = name): Promise<NamedBlob> {
  if (!built.has(name)) built.set(name, Promise.resolve(FIXTURES[name]()));
  return fileOf(await built.get(name)!, as);
}
