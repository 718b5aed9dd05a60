import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DOCS_DIR, diagramFiles, discoverFlows } from './flows';

const root = join(__dirname, '../..');

describe('docs/machines', () => {
  it('covers every machine folder in machines/', () => {
    const folders = readdirSync(join(root, 'machines'), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .filter((d) =>
        readdirSync(join(root, 'machines', d.name)).some((f) => f.endsWith('.machine.ts')),
      )
      .map((d) => d.name)
      .sort();
    expect(discoverFlows().map((f) => f.flow)).toEqual(folders);
  });

  it.each(diagramFiles().map((f) => [f.path, f] as const))(
    '%s matches the machines (run `npm run diagrams` after changing a machine)',
    (path, file) => {
      const onDisk = join(root, path);
      expect(existsSync(onDisk), `${path} is missing`).toBe(true);
      expect(readFileSync(onDisk, 'utf8')).toBe(file.content);
    },
  );

  it('has no page for a machine that no longer exists', () => {
    const expected = new Set(diagramFiles().map((f) => f.path.split('/').pop()));
    const stale = readdirSync(join(root, DOCS_DIR)).filter((name) => !expected.has(name));
    expect(stale).toEqual([]);
  });
});
