import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'node_modules',
      'test-results',
      'playwright-report',
      'docs',
      'scripts/fixtures/generated',
      'lighthouse-*',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@tabler/icons-react', importNames: ['default'] }] },
      ],
    },
  },
  ...importBoundaries(),
);

/**
 * The layers, one way only: domain <- machines <- features <- app. Shared UI
 * (src/components) and framework-free helpers (src/lib) import no feature and not the app;
 * the mock server imports only the domain and is loaded by the API bootstrap with a dynamic
 * import() (which this rule does not see); no production file imports test support.
 */
function importBoundaries() {
  const TESTS = ['**/*.test.ts', '**/*.test.tsx', 'src/test/**'];
  const TEST_SUPPORT = {
    group: ['@/test/*', '**/test/*'],
    message: 'Production code never imports test support (src/test).',
  };
  const UI = {
    group: ['react', 'react-dom', '@mantine/*', '@tabler/*', '@tanstack/*', '@xstate/react'],
    message: 'This layer is React-free.',
  };
  const rule = (...patterns) => ({
    'no-restricted-imports': [
      'error',
      { paths: [{ name: '@tabler/icons-react', importNames: ['default'] }], patterns },
    ],
  });
  const SHARED = {
    group: ['@/features/*', '@/app/*', '@/routes/*', '@mirage/*'],
    message: 'Shared code imports no feature, route or the app, and reaches the mock only lazily.',
  };
  const features = readdirSync(new URL('./src/features', import.meta.url));
  return [
    {
      files: ['src/domain/**/*.ts'],
      ignores: TESTS,
      rules: rule(UI, {
        group: ['xstate', '@/*', '@machines/*', '@mirage/*', '../*'],
        message: 'The domain layer imports nothing outside src/domain.',
      }),
    },
    {
      files: ['machines/**/*.ts'],
      ignores: TESTS,
      rules: {
        ...rule(UI, TEST_SUPPORT, {
          group: ['@/*', '@mirage/*', '**/src/*'],
          message: 'Machines import only the domain layer (@domain/*) and other machines.',
        }),
        'no-restricted-globals': ['error', 'window', 'document', 'fetch', 'localStorage'],
      },
    },
    {
      files: ['mirage/**/*.ts'],
      ignores: TESTS,
      rules: rule(TEST_SUPPORT, {
        group: ['@/*', '@machines/*', '**/src/*'],
        message: 'The mock server imports only the domain layer (@domain/*).',
      }),
    },
    {
      files: ['src/components/**/*.{ts,tsx}', 'src/lib/**/*.{ts,tsx}'],
      ignores: TESTS,
      rules: rule(TEST_SUPPORT, SHARED),
    },
    {
      files: ['src/app/**/*.{ts,tsx}', 'src/routes/**/*.{ts,tsx}', 'src/main.tsx'],
      ignores: TESTS,
      rules: rule(TEST_SUPPORT, {
        group: ['@mirage/*'],
        message: 'The mock server is loaded lazily by the API bootstrap only.',
      }),
    },
    ...documentsEngineZones(rule, TEST_SUPPORT, SHARED),
    ...features.map((feature) => ({
      files: [`src/features/${feature}/**/*.{ts,tsx}`],
      ignores: TESTS,
      rules: rule(TEST_SUPPORT, {
        group: ['@/features/*', `!@/features/${feature}`, '@/app/*', '@/routes/*', '@mirage/*'],
        message:
          'A feature imports no other feature, route or the app; shared pieces go to components or lib.',
      }),
    })),
  ];
}

/**
 * The documents engine as its pipeline (docs/documents.md): read/ and index/ import only
 * text/ and the shared root files (types, access, errors); store/ adds index/; answer/ adds
 * index/ types; text/ imports no phase. Nothing in a folder imports the library itself
 * (library.ts and the root modules it is made of). Its functions stay short: the orchestrator
 * under 80 lines, every other under 120.
 */
function documentsEngineZones(rule, ...sharedPatterns) {
  const ENGINE = 'src/lib/documents';
  const TESTS = ['**/*.test.ts'];
  const LIBRARY = {
    group: ['**/library', '**/library-memory', '**/add-document', '**/change-level'],
    message: "The library is the engine's one entry: nothing inside its folders imports it.",
  };
  const phase = (name) => ({
    group: [`**/${name}/**`],
    message: `Imports run one way through the pipeline (docs/documents.md): not to ${name}/ from here.`,
  });
  const zone = (folder, later, typesOnly = []) => ({
    files: [`${ENGINE}/${folder}/**/*.ts`],
    ignores: TESTS,
    rules: {
      ...rule(...sharedPatterns, LIBRARY, ...later.map(phase)),
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: typesOnly.map((name) => ({
            group: [`**/${name}/**`],
            allowTypeImports: true,
            message: `${name}/ is imported here for its types only.`,
          })),
        },
      ],
    },
  });
  const functionLength = (max) => [
    'error',
    { max, skipBlankLines: true, skipComments: true, IIFEs: true },
  ];
  return [
    zone('text', ['read', 'index', 'store', 'answer']),
    zone('read', ['index', 'store', 'answer']),
    zone('index', ['read', 'store', 'answer']),
    zone('store', ['read', 'answer']),
    zone('answer', ['read', 'store'], ['index']),
    {
      files: [`${ENGINE}/**/*.ts`],
      ignores: TESTS,
      rules: { 'max-lines-per-function': functionLength(120) },
    },
    {
      files: [`${ENGINE}/library.ts`],
      rules: { 'max-lines-per-function': functionLength(80) },
    },
  ];
}
