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
  '@/features/ads/adSlots',
  '@/features/blog/BlogCard',
  '@/features/blog/LatestPosts',
  '@/features/blog/Pagination',
  '@/features/blog/pageItems',
  '@/features/blog/youtubeId',
  '@/features/consent/EmbedGate',
  '@/features/consent/thirdParties',
  '@/features/consent/useConsent',
  '@/features/seo/DocumentHead',
  '@/features/glossary/termMatcher',
  '@/features/glossary/explainedOccurrences',
  '@/features/navigation/navigationSlice',
  '@/features/offline/offlineLoader',
  '@/features/offline/offlineSlice',
  '@/features/offline/offlineSlots',
  '@/features/offline/saveForOfflineSlot',
  '@/features/offline/readingPlace',
  '@/features/search/searchKey',
  '@/features/search/romanise',
  '@/features/sanskrit-script/Sanskrit',
  '@/features/sanskrit-script/SanskritRuns',
  '@/features/sanskrit-script/ScriptChoiceSlot',
  '@/features/sanskrit-script/shownSanskritScript',
  '@/features/sanskrit-script/loadTransliteration',
  '@/features/seo/seoSlice',
  '@/features/topics/mainTopics',
  '@/features/topics/topicPages',
  '@/features/ui/uiSlice',
  '@/features/ui/useDeviceModeSync',
];

const OUTSIDE_SRC = {
  regex: String.raw`^(\.\./)+(server|scripts|bench|tests)(/|$)`,
  message: 'The site code never imports the server, the scripts, the bench or the tests.',
};
const RAW_REDUX_HOOKS = {
  name: 'react-redux',
  importNames: ['useDispatch', 'useSelector', 'useStore'],
  message: 'Use the typed hooks from @/app/hooks.',
};
const RAW_ROUTER_LINKS = {
  name: 'react-router',
  importNames: ['Link', 'NavLink'],
  message: 'Use AppLink or AppNavLink (plain anchors the router follows) from @/components/AppLink, or RouterLink for router state.',
};
const UPWARD = {
  regex: '^@/(app|features)(/|$)',
  message: 'components, lib, content and api sit below the features and the app: they import neither.',
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
        paths: [RAW_REDUX_HOOKS, RAW_ROUTER_LINKS],
        patterns: [
          OUTSIDE_SRC,
          {
            regex: `^@/features/(?!${[`${feature}/`, ...SHARED_FEATURE_MODULES.map((path) => `${path.slice('@/features/'.length)}$`)].join('|')})`,
            message: `Another feature's own module; import what it shares (eslint.config.mjs lists it) or compose in src/app.`,
          },
          { regex: String.raw`^\.\./`, message: 'Reach outside the feature through the @/ alias.' },
          // rootReducer: a feature's lazy slice injects itself there (RTK's `injectInto`).
          {
            regex: '^@/app/(?!hooks$|ConfigContext$|rootReducer$)',
            message: 'Features use only the typed hooks, the configuration of the app, and the root reducer to inject a lazy slice.',
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
      'no-restricted-imports': ['error', { paths: [RAW_REDUX_HOOKS, RAW_ROUTER_LINKS], patterns: [OUTSIDE_SRC] }],
    },
  },
  {
    files: ['src/{components,lib,content,api}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { paths: [RAW_REDUX_HOOKS, RAW_ROUTER_LINKS], patterns: [OUTSIDE_SRC, UPWARD] }],
    },
  },
  ...featureBoundaries,
  {
    files: ['src/app/hooks.ts'],
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
