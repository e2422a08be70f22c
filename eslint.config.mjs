// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

/**
 * The modules a feature offers the others. Everything else in a feature is its own: the app
 * composes features, features do not reach into each other.
 */
const SHARED_FEATURE_MODULES = [
  '@/features/ads/AdBannerGroup',
  '@/features/blog/LatestPosts',
  '@/features/consent/EmbedGate',
  '@/features/consent/useConsent',
  '@/features/glossary/explainedOccurrences',
  '@/features/offline/offlineSlots',
  '@/features/offline/saveForOfflineSlot',
  '@/features/sanskrit-script/ScriptChoiceSlot',
  '@/features/search/romanise',
  '@/features/search/searchKey',
];

const OUTSIDE_SRC = {
  regex: String.raw`^(\.\./)+(server|scripts|bench|tests)(/|$)`,
  message: 'The site code never imports the server, the scripts, the bench or the tests.',
};
const RAW_REDUX_HOOKS = {
  name: 'react-redux',
  importNames: ['useDispatch', 'useSelector', 'useStore'],
  message: 'Use the typed hooks from @/store/hooks.',
};
/** The layers below the features, each importing only from those below it: store and config, then lib, content and api. */
const ABOVE_COMPONENTS = { regex: '^@/(app|features)(/|$)', message: 'Shared components sit below the features and the app.' };
const ABOVE_STORE = { regex: '^@/(app|features|components)(/|$)', message: 'The store and the configuration sit below the components.' };
const ABOVE_LIB = {
  regex: '^@/(app|features|components|store)(/|$)',
  message: 'lib, content and api sit below the store: they import only each other and the configuration.',
};

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Inside one feature: its own modules, and only the shared modules of the others. */
const featureBoundaries = features.map((feature) => ({
  files: [`src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: [RAW_REDUX_HOOKS],
        patterns: [
          OUTSIDE_SRC,
          {
            regex: `^@/features/(?!${[`${feature}/`, ...SHARED_FEATURE_MODULES.map((path) => `${path.slice('@/features/'.length)}$`)].join('|')})`,
            message: `Another feature's own module; import what it shares (eslint.config.mjs lists it) or compose in src/app.`,
          },
          { regex: String.raw`^\.\./`, message: 'Reach outside the feature through the @/ alias.' },
          {
            regex: '^@/app(/|$)',
            message: 'The app composes the features: a feature imports nothing of it (the store and configuration are below).',
          },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  {
    // supabase/functions: Deno's (the entries, and the bundle `npm run functions:build` writes from server/functions).
    ignores: [
      'build/',
      'dist/',
      'coverage/',
      'playwright-report/',
      'test-results/',
      'node_modules/',
      '**/*.scss.d.ts',
      'supabase/functions/',
      // What the bench writes (a copy of the build, reports): git ignores it too.
      'bench/*.tmp/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.mjs', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'separate-type-imports' }],
      '@typescript-eslint/no-import-type-side-effects': 'error',
      // Numbers and booleans in messages and URLs read as they should.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true, allowBoolean: true }],
      // `onClick={() => close()}` is the React idiom; a block around it says nothing more.
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      // Cycles run through our own modules only: skipping node_modules keeps the rule fast.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      // Tools, tests and build steps may use devDependencies; the site and the server (below) may not.
      'import-x/no-extraneous-dependencies': ['error', { devDependencies: true, includeTypes: true }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts'],
    // What ships (the bundle, `npm start`, the functions) imports only what `npm ci --omit=dev` installs.
    ignores: ['src/**/*.d.ts'],
    rules: { 'import-x/no-extraneous-dependencies': ['error', { devDependencies: false }] },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['src/**/*.tsx'],
    ...jsxA11y.flatConfigs.strict,
  },
  {
    files: ['src/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'JSXAttribute[name.name="style"]',
          message:
            "A style attribute breaks the Content-Security-Policy (style-src has no 'unsafe-inline'): use a class from a Sass module.",
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { paths: [RAW_REDUX_HOOKS], patterns: [OUTSIDE_SRC] }],
    },
  },
  {
    files: ['src/components/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [RAW_REDUX_HOOKS], patterns: [OUTSIDE_SRC, ABOVE_COMPONENTS] }] },
  },
  {
    files: ['src/{store,config}/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [RAW_REDUX_HOOKS], patterns: [OUTSIDE_SRC, ABOVE_STORE] }] },
  },
  {
    files: ['src/{lib,content,api}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { paths: [RAW_REDUX_HOOKS], patterns: [OUTSIDE_SRC, ABOVE_LIB] }],
    },
  },
  ...featureBoundaries,
  {
    files: ['src/store/hooks.ts'],
    // The one place the raw hooks are typed for the store.
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      // Hono types the context a middleware receives with an `any` input, so passing `c` to any
      // helper trips this rule; request data itself is read through typed accessors.
      '@typescript-eslint/no-unsafe-argument': 'off',
    },
  },
  {
    files: ['tests/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.jest } },
    rules: {
      // Tests state facts about values they just built; a non-null assertion says so plainly.
      '@typescript-eslint/no-non-null-assertion': 'off',
      // `expect(object.method).toHaveBeenCalled()` passes a method without calling it, by design.
      '@typescript-eslint/unbound-method': 'off',
      // jest's asymmetric matchers (`expect.any`, `expect.objectContaining`) are typed `any`.
      '@typescript-eslint/no-unsafe-assignment': 'off',
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  prettier,
);
