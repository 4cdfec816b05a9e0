import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The layers and what may import what are described in docs/ARCHITECTURE.md; these rules hold them.
const webFeatures = readdirSync(new URL('./src/web/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const serverModules = readdirSync(new URL('./src/server/modules', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// A server module's public face is its services (`*-service.ts`: the factories, their types and the ports they
// declare) and these rules without I/O that other modules share. Repos, routes and the rest stay inside.
const sharedModuleRules = [
  'auth/password.ts',
  'auth/session-id.ts',
  'billing/user-plan.ts',
  'learner-settings/placement-of-row.ts',
];
const moduleZones = serverModules.map((module) => ({
  target: `./src/server/modules/${module}`,
  from: `./src/server/modules/!(${module})/**`,
  except: ['**/src/server/modules/*/*-service.ts', ...sharedModuleRules.map((file) => `**/src/server/modules/${file}`)],
  message:
    'Modules talk through their services: import another module only through its *-service.ts (or the shared rules listed in eslint.config.js); wire repos in src/server/services.ts.',
}));

const layerZones = [
  {
    target: './src/web',
    from: './src/server',
    message: 'The web app talks to the server over HTTP: share code through src/contract or src/domain.',
  },
  {
    target: './src/contract',
    from: ['./src/server', './src/web'],
    message: 'The contract is shared by server and web, so it imports neither.',
  },
  {
    target: './src/domain',
    from: ['./src/server', './src/web', './src/contract'],
    message:
      'Domain rules are pure and shared, so they import no server, web or contract code (the contract builds on the domain).',
  },
  // A feature uses another only through what is deliberately shared in src/web/components or src/web/lib.
  ...webFeatures.map((feature) => ({
    target: `./src/web/features/${feature}`,
    from: './src/web/features',
    except: [`./${feature}`],
    message: 'A feature does not reach into another: move what both need to src/web/components or src/web/lib.',
  })),
  {
    target: ['./src/web/components', './src/web/lib'],
    from: ['./src/web/features', './src/web/app'],
    message: 'Shared web code does not depend on features or the app shell.',
  },
  // The partner builds on the language helpers, never the reverse: an error text or a text helper both need lives in
  // src/server/language (or lower), and practice answers to the partner's questions live with the partner.
  {
    target: './src/server/language',
    from: './src/server/tutor',
    message: 'The language helpers do not depend on the partner: move what both need into src/server/language.',
  },
  // What the modules, the partner and the language helpers share is lower than all of them: none imports a module.
  {
    target: ['./src/server/tutor', './src/server/language', './src/server/content', './src/server/db'],
    from: './src/server/modules',
    message: 'Only the wiring (services.ts, app.ts) and other modules import a module.',
  },
  // Error types shared by every route carry no text of a client: a client's error and its texts live with it
  // (ChatModelError in language/chat-model, AudioProviderError in language/openai-audio-client, …).
  {
    target: './src/server/errors.ts',
    from: ['./src/server/modules', './src/server/tutor', './src/server/language'],
    message: "errors.ts holds the generic HTTP errors; a client's errors and their texts live with that client.",
  },
  // The Spanish language core is used through its index only (decision 0014); its own files import each other.
  {
    target: [
      './src/!(server)/**',
      './src/server/*.ts',
      './src/server/!(language)/**',
      './src/server/language/*.ts',
      './src/server/language/!(spanish)/**',
    ],
    from: './src/server/language/spanish',
    except: ['./index.ts'],
    message: 'Use the Spanish language core through @/server/language/spanish (its index.ts), not its insides.',
  },
];

// One import style: `./sibling` within a folder, `@/…` for anything further away. The data files under content/
// sit outside src, which the alias does not cover.
const parentRelative = {
  regex: '^\\.\\./(?!.*/content/)',
  message: "Import through the '@/' alias instead of a parent-relative path.",
};

const drizzleOutsideRepos = {
  paths: [{ name: 'drizzle-orm', message: 'Drizzle is used only in *-repo.ts files and src/server/db.' }],
  patterns: [
    { group: ['drizzle-orm/*'], message: 'Drizzle is used only in *-repo.ts files and src/server/db.' },
    parentRelative,
  ],
};

// The server loads the SDKs of optional services and the database drivers only when configured for them (about
// 30 MB resident together): at run time only through optional-sdks.ts or a dynamic import; type imports are free.
const lazyPackage = (name) => ({
  name,
  allowTypeImports: true,
  message:
    'Loaded only when configured: use src/server/optional-sdks.ts or a dynamic import() (see docs/ARCHITECTURE.md#memory).',
});
const lazyPackages = ['stripe', 'openai', 'ioredis', 'pg', '@electric-sql/pglite'].map(lazyPackage);
const lazyDrizzleDrivers = {
  group: ['drizzle-orm/pglite', 'drizzle-orm/pglite/*', 'drizzle-orm/node-postgres', 'drizzle-orm/node-postgres/*'],
  allowTypeImports: true,
  message: 'Database drivers are loaded when their database is opened: use a dynamic import() in src/server/db.',
};

export default tseslint.config(
  // The learner corpus's scorer and the benchmark's peer app (bench/peers) are verbatim copies: not ours to restyle.
  {
    ignores: [
      'dist/',
      'node_modules/',
      'data/',
      'test-results/',
      'playwright-report/',
      'drizzle/',
      'content/learner-corpus/score.mjs',
      'bench/peers/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error', 'log'] }],
    },
  },
  {
    // Type-aware rules for the TypeScript sources.
    files: ['**/*.{ts,tsx}'],
    extends: [tseslint.configs.recommendedTypeCheckedOnly],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      // Fastify plugins, route handlers and our provider interfaces are async by contract even when one
      // implementation has nothing to await.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // Tests read untyped JSON bodies (light-my-request's `json()` is `any`) and assert on them; the contract
    // schemas check those bodies in test mode, so the unsafe-any rules would only add casts.
    files: ['**/*.test.{ts,tsx}', '**/testing/**/*.{ts,tsx}', 'e2e/**/*.ts', 'bench/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })] },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'no-restricted-imports': ['error', drizzleOutsideRepos],
    },
  },
  {
    // The modules' code talks through services; their tests drive the whole app and share its testing/ helpers.
    files: ['src/server/modules/**/*.ts'],
    ignores: ['**/*.test.ts', '**/testing/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...layerZones, ...moduleZones] }] },
  },
  {
    files: ['src/server/**/*.ts'],
    ignores: ['**/*.test.ts', '**/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [...drizzleOutsideRepos.paths, ...lazyPackages],
          patterns: [...drizzleOutsideRepos.patterns, lazyDrizzleDrivers],
        },
      ],
    },
  },
  {
    files: ['src/server/**/*-repo.ts', 'src/server/db/**/*.ts'],
    ignores: ['**/*.test.ts', '**/testing/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: lazyPackages, patterns: [parentRelative, lazyDrizzleDrivers] }],
    },
  },
  {
    files: ['src/server/**/*-repo.ts', 'src/server/db/**/*.test.ts', 'src/server/db/testing/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [parentRelative] }],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  prettier,
);
