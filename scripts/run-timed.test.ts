import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SCRIPT = join(dirname(fileURLToPath(import.meta.url)), 'run-timed.mjs');
/** Node code that keeps a core busy for `seconds` of its own CPU time. */
const burn = (seconds: number) =>
  `const s = process.cpuUsage(); while (process.cpuUsage(s).user + process.cpuUsage(s).system < ${seconds * 1e6});`;

function runTimed(...command: string[]) {
  const result = spawnSync(process.execPath, [SCRIPT, ...command], {
    encoding: 'utf8',
    env: { ...process.env, npm_lifecycle_event: '' },
  });
  const line = result.stdout.trim().split('\n').at(-1) ?? '';
  const match = /: ([\d.]+) s wall, ([\d.]+) busy core-seconds/.exec(line);
  return { status: result.status, line, busy: Number(match?.[2]) };
}

describe.runIf(process.platform === 'linux')('scripts/run-timed.mjs', () => {
  it('counts the CPU time of every process the command started, those that outlived it too', () => {
    // The busy node is a grandchild whose parent ends at once (as Chromium's renderers outlive
    // the browser process): the kernel hands it to run-timed, not to the shell that started it.
    const { status, line, busy } = runTimed('sh', '-c', `node -e "${burn(0.5)}" & exit 0`);
    expect(status).toBe(0);
    expect(line).toMatch(
      / s wall, [\d.]+ busy core-seconds \(user\+sys of every process it started;/,
    );
    expect(busy).toBeGreaterThanOrEqual(0.5);
  });

  it("exits with the command's status", () => {
    expect(runTimed('sh', '-c', 'exit 3').status).toBe(3);
  });
});
