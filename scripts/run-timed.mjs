#!/usr/bin/env node
// Runs a command and, when it ends, prints its wall time beside its busy core-seconds: the user
// and system CPU time of every process it started. `npm test` runs this way so that a time
// budget can be checked on any host: the wall time follows the host's cores and whatever else
// runs there, the core-seconds much less.
//
// The kernel adds a process's CPU time to its parent's once the parent waits for it, so waiting
// for the command gives its time and that of every descendant waited for in turn. Not all are:
// Chromium's zygote and renderers outlive the browser process that started them, and are then
// waited for by init, with their CPU time (4.1 of 9.7 core-seconds in one Vitest browser run, the
// renderer included). So the command runs under a small Perl program (perl-base is part of every
// Debian) that makes itself a "child subreaper" (prctl), which the kernel hands such orphans to:
// it waits for all of them, then reads its children's times. Without Perl or prctl (not Linux),
// the command runs directly and the line says that orphans are not counted.
//
// Exits with the command's status; passes SIGTERM and SIGHUP on to it. Ctrl-C reaches the whole
// process group, the command's processes included: the line is still printed once they stop.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: node scripts/run-timed.mjs <command> [args...]');
  process.exit(2);
}
const event = process.env.npm_lifecycle_event;
const label = event
  ? `npm ${event === 'test' ? 'test' : `run ${event}`}`
  : [command, ...args].join(' ');

/** prctl's system call number, for Perl's syscall(). */
const PRCTL = { x64: 157, arm64: 167, ia32: 172, arm: 172 }[process.arch] ?? 0;
/** How long to wait, after the command ended, for processes it left behind to end too. */
const LINGER_SECONDS = 10;

// argv: prctl number (0: none), the command and its arguments. Writes to fd 3, when every
// process is gone (or LINGER_SECONDS after the command ended): "<user> <sys> <reaper> <left>"
// (reaper: 1 if orphans were handed to it; left: 1 if some were still running).
const PERL = String.raw`
use strict; use warnings; use POSIX (); use Fcntl;
my ($nr, @cmd) = @ARGV;
open(my $out, '>&=', 3) or die "fd 3: $!"; fcntl($out, F_SETFD, FD_CLOEXEC);
my $reaper = ($nr && syscall($nr, 36, 1, 0, 0, 0) == 0) ? 1 : 0;  # PR_SET_CHILD_SUBREAPER
my $pid = fork() // die "fork: $!";
if (!$pid) { no warnings 'exec'; exec { $cmd[0] } @cmd; print STDERR "$cmd[0]: $!\n"; POSIX::_exit(127); }
$SIG{INT} = sub {};
$SIG{$_} = sub { kill $_[0], $pid } for qw(TERM HUP);
my ($status, $deadline, $left) = (undef, undef, 0);
while (1) {
  my $done = waitpid(-1, defined $status ? POSIX::WNOHANG() : 0);
  if ($done == -1) { next if $!{EINTR}; last; }
  if ($done == $pid) { $status = $?; $deadline = time + ${LINGER_SECONDS}; next; }
  if ($done == 0) { if (time > $deadline) { $left = 1; last; } select(undef, undef, undef, 0.05); }
}
my (undef, undef, $user, $sys) = times;
print $out "$user $sys $reaper $left\n"; close $out;
exit($status & 127 ? 128 + ($status & 127) : $status >> 8);
`;

const started = performance.now();
let report = '';
let withoutPerl = false;
const viaPerl = spawn('perl', ['-e', PERL, '--', String(PRCTL), command, ...args], {
  stdio: ['inherit', 'inherit', 'inherit', 'pipe'],
});
viaPerl.stdio[3]?.on('data', (chunk) => (report += chunk));
viaPerl.on('error', () => {
  // No Perl: run the command directly and count what it waited for.
  withoutPerl = true;
  const child = spawn(command, args, { stdio: 'inherit', shell: process.platform === 'win32' });
  forwardSignals(child);
  child.on('error', (error) => {
    console.error(`${command}: ${error.message}`);
    process.exit(127);
  });
  child.on('exit', (code, signal) => finish(code ?? (signal ? 128 + signalNumber(signal) : 1)));
});
forwardSignals(viaPerl);
viaPerl.on('close', (code, signal) => {
  if (!withoutPerl) finish(code ?? 128 + signalNumber(signal));
});

function forwardSignals(child) {
  process.removeAllListeners('SIGTERM').removeAllListeners('SIGHUP');
  process.on('SIGINT', () => {});
  for (const signal of ['SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
}

function finish(code) {
  const wall = (performance.now() - started) / 1000;
  const [user, sys, reaper, left] = report.trim().split(' ').map(Number);
  let busy;
  if (report && reaper) {
    busy = `${(user + sys).toFixed(1)} busy core-seconds (user+sys of every process it started`;
    if (left) busy += `; some were still running ${LINGER_SECONDS} s after it ended`;
  } else {
    const waited = report ? { user, sys } : waitedForSeconds();
    busy = waited
      ? `${(waited.user + waited.sys).toFixed(1)} busy core-seconds (user+sys of the processes it waited for; those that outlived their parent are not counted`
      : 'busy core-seconds not measured (no /proc here';
  }
  console.log(`${label}: ${wall.toFixed(1)} s wall, ${busy}; ${availableParallelism()} cores)`);
  process.exit(code);
}

/** This process's waited-for children's user and system seconds (Linux), or null. */
function waitedForSeconds() {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    // After the command name (in parentheses, may hold spaces) come the fields from the 3rd on:
    // cutime is the 16th, cstime the 17th, in clock ticks (100 a second on Linux).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { user: Number(fields[13]) / 100, sys: Number(fields[14]) / 100 };
  } catch {
    return null;
  }
}

function signalNumber(signal) {
  return { SIGHUP: 1, SIGINT: 2, SIGKILL: 9, SIGTERM: 15 }[signal] ?? 0;
}
