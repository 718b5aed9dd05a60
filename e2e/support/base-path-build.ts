import { execFileSync } from 'node:child_process';

/**
 * A production build for `basePath` in `outDir`, built once per run unless `PW_STATIC_DIST`
 * names one already built (BASE_PATH=/demo/ npx vite build --outDir <dir>).
 */
export function buildForBasePath(basePath: string, outDir: string): string {
  const prebuilt = process.env.PW_STATIC_DIST;
  if (prebuilt) return prebuilt;
  execFileSync(
    'npx',
    ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    {
      env: { ...process.env, BASE_PATH: basePath },
      stdio: 'inherit',
      timeout: 240_000,
    },
  );
  return outDir;
}
