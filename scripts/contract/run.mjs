#!/usr/bin/env node
// npm run test:contract [-- --base-url <url>] [--hook-token <secret>] [--email <e> --password <p>]
//
// Runs the contract suite (scripts/contract/contract.test.ts) over HTTP against the server at
// --base-url, or, without one, against the in-page mock served over HTTP in Node (as npm test does).
import { spawnSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const USAGE = `Usage: npm run test:contract -- [--base-url <url>] [--hook-token <secret>]
                             [--email <email> --password <password>]

  --base-url    the server to test, e.g. http://127.0.0.1:8080 (its API under /api).
                Without it the suite runs against the in-page mock, in Node.
  --hook-token  sent as X-Test-Hook-Token to GET /api/test-hooks/latest-code.
  --email, --password
                an account with a password, for signing in by password
                (default: the demo account owner@demo-retail.example / demo1234).

Against a server the suite registers one new account with a random +1 555 number, and uses up
this client's account checks (10 in 10 minutes): wait 10 minutes between runs.`;

const { values } = parseArgs({
  options: {
    'base-url': { type: 'string' },
    'hook-token': { type: 'string' },
    email: { type: 'string' },
    password: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});

if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const baseUrl = values['base-url'];
if (baseUrl !== undefined && !/^https?:\/\/[^/]/.test(baseUrl)) {
  console.error(`--base-url must be an http(s) URL, got '${baseUrl}'.\n\n${USAGE}`);
  process.exit(2);
}
if (Boolean(values.email) !== Boolean(values.password)) {
  console.error(`--email and --password go together.\n\n${USAGE}`);
  process.exit(2);
}

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
console.log(
  baseUrl
    ? `Contract suite against ${baseUrl}`
    : 'Contract suite against the in-page mock (served over HTTP in Node)',
);
const result = spawnSync(
  process.execPath,
  [
    resolve(root, 'node_modules/vitest/vitest.mjs'),
    'run',
    '--project',
    'shared',
    'scripts/contract/contract.test.ts',
  ],
  {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      CONTRACT_BASE_URL: baseUrl ?? '',
      CONTRACT_HOOK_TOKEN: values['hook-token'] ?? '',
      CONTRACT_EMAIL: values.email ?? '',
      CONTRACT_PASSWORD: values.password ?? '',
    },
  },
);
process.exit(result.status ?? 1);
