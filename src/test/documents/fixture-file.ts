import { File as NodeFile } from 'node:buffer';
import { FIXTURES, type FixtureName } from '../../../scripts/fixtures/catalogue';
import type { NamedBlob } from '@/lib/documents/library';

/** A file as an upload would hand it over. Node's File: jsdom's has no arrayBuffer/stream. */
export function fileOf(bytes: Uint8Array | string, name: string): NamedBlob {
  return new NodeFile([bytes], name) as unknown as NamedBlob;
}

export async function fixtureFile(name: FixtureName, as: string = name): Promise<NamedBlob> {
  return fileOf(await FIXTURES[name](), as);
}
