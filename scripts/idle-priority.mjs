#!/usr/bin/env node
// Runs a command on the CPU time the rest of the machine leaves idle: `npm test` runs the
// typecheck and the linters this way beside the unit and browser tests, which then keep the
// cores they need (their waits and timeouts are the ones a quiet machine gives them).
//
// Nice alone is not enough on Linux: the scheduler first shares the CPU out between sessions
// ("autogroups"), and Chromium starts every browser in a session of its own, so a niced
// process still got a session's share against each browser. The command therefore gets a
// session of its own whose group is niced too (where the kernel has autogroups; elsewhere the
// nice value alone applies). Exits with the command's status; passes on SIGINT and SIGTERM.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { constants, setPriority } from 'node:os';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: node scripts/idle-priority.mjs <command> [args...]');
  process.exit(2);
}

const IDLE = constants.priority.PRIORITY_LOW; // nice 19
const ownSession = process.platform === 'linux';

try {
  setPriority(IDLE); // inherited by the command and everything it starts
} catch {
  // Not allowed here: the command still runs, at normal priority.
}

const child = spawn(command, args, {
  stdio: 'inherit',
  detached: ownSession,
  shell: process.platform === 'win32',
});
if (ownSession && child.pid) {
  try {
    writeFileSync(`/proc/${child.pid}/autogroup`, String(19));
  } catch {
    // No autogroups in this kernel (or not allowed): the nice value alone applies.
  }
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    try {
      // The command leads its own process group: stop all of it.
      if (ownSession && child.pid) process.kill(-child.pid, signal);
      else child.kill(signal);
    } catch {
      // Already gone.
    }
  });
}

child.on('error', (error) => {
  console.error(`${command}: ${error.message}`);
  process.exit(127);
});
child.on('exit', (code, signal) => {
  process.exit(code ?? (signal ? 1 : 0));
});
