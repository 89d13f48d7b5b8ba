// ESLint 9 flat config. Deliberately not type-aware so `npm run lint` stays fast on 2 cores; the type checker
// runs separately (`npm run typecheck`) and layer boundaries are enforced by dependency-cruiser
// (.dependency-cruiser.cjs, ARCHITECTURE.md "Layers").
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig } from 'eslint/config';

/** Node globals for plain .js/.mjs/.cjs tooling files (TS files get `no-undef` off from typescript-eslint). */
const nodeGlobals = {
  process: 'readonly',
  console: 'readonly',
  Buffer: 'readonly',
  URL: 'readonly',
  setTimeout: 'readonly',
  clearTimeout: 'readonly',
};

/** Views read projections and send commands (ARCHITECTURE.md): timers, HTTP and storage belong to epics via deps. */
const VIEW_FILES = ['src/client/features/*/views/**/*.{ts,tsx}', 'src/client/ui/**/*.{ts,tsx}'];
const viewRestrictedGlobals = [
  ...['setTimeout', 'setInterval', 'requestAnimationFrame'].map((name) => ({
    name,
    message: 'Views have no timers: send a command and let an epic use deps.scheduler.',
  })),
  ...['fetch', 'XMLHttpRequest'].map((name) => ({ name, message: 'Views never do HTTP: send a command.' })),
  ...['sessionStorage', 'localStorage'].map((name) => ({ name, message: 'Views never touch storage: send a command.' })),
];
const viewRestrictedProperties = ['setTimeout', 'setInterval', 'fetch', 'sessionStorage', 'localStorage'].flatMap((property) =>
  ['window', 'globalThis', 'self'].map((object) => ({
    object,
    property,
    message: 'Views have no timers, HTTP or storage: send a command to an epic.',
  })),
);
const rxjsTimers = ['timer', 'interval', 'delay', 'delayWhen', 'debounceTime', 'throttleTime', 'auditTime', 'sampleTime', 'timeout', 'asyncScheduler', 'asapScheduler', 'animationFrameScheduler'];

export default defineConfig(
  { ignores: ['dist/', 'node_modules/', '.sandbox-data/', '.bench/', 'coverage/', 'test-results/'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { sourceType: 'module', globals: nodeGlobals },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...nodeGlobals, module: 'writable', require: 'readonly', __dirname: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Hooks also live in .ts files (useSomething.ts); the rules only inspect components and hooks.
    files: ['src/client/**/*.{ts,tsx}', 'tests/**/*.tsx'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: VIEW_FILES,
    rules: {
      'no-restricted-globals': ['error', ...viewRestrictedGlobals],
      'no-restricted-properties': ['error', ...viewRestrictedProperties],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'rxjs', importNames: rxjsTimers, message: 'Views have no timers: timed behaviour lives in epics with deps.scheduler.' },
            { name: 'rxjs/operators', importNames: rxjsTimers, message: 'Views have no timers: timed behaviour lives in epics with deps.scheduler.' },
          ],
        },
      ],
    },
  },
);
