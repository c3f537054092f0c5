import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import react from 'eslint-plugin-react'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import { readdirSync } from 'node:fs'
import { URL } from 'node:url'

/** An import of one of these src layers, by alias (`@/api/…`) or by a relative path out of the folder (`../api`). */
const layers = (names, message) => ({ regex: `^(@/|(\\.\\./)+)(${names.join('|')})(/|$)`, message })

const NO_RAW_HTML = {
  selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
  message: 'Raw HTML only through components/RichText (it sanitises with core richText).',
}
const NO_TARO_REQUEST = {
  selector: "MemberExpression[object.name='Taro'][property.name='request']",
  message: 'Screens and components reach the server through src/api (api/http), never Taro.request.',
}
const NO_REQUEST_IMPORT = {
  name: '@tarojs/taro', importNames: ['request'],
  message: 'Screens and components reach the server through src/api (api/http), never Taro.request.',
}
const NO_TARO_ENV = [
  {
    selector: "MemberExpression[object.object.name='process'][object.property.name='env'][property.name='TARO_ENV']",
    message: 'Ask the runtime through platform (or components/a11y inputAria), not process.env.TARO_ENV.',
  },
  {
    selector: "VariableDeclarator[init.object.name='process'][init.property.name='env'] > ObjectPattern > Property[key.name='TARO_ENV']",
    message: 'Ask the runtime through platform (or components/a11y inputAria), not process.env.TARO_ENV.',
  },
]

/**
 * Page areas (src/pages/README.md): each folder of src/pages is an area, and a file in one imports nothing from
 * another (a part two areas share lives in src/components). The files beside the areas (registry, screenLoaders)
 * are not areas and keep their access. A relative import crosses when it climbs out of its area: for a file `depth`
 * folders below its area's folder that is `depth + 1` times `../`, hence one block per depth.
 * These use typescript-eslint's copy of no-restricted-imports (type imports count too), so they add to the layer
 * rules below instead of replacing them.
 */
const PAGE_AREAS = readdirSync(new URL('./src/pages', import.meta.url), { withFileTypes: true }).filter(d => d.isDirectory()).map(d => d.name)
const MAX_PAGE_DEPTH = 8
const pageAreaRules = PAGE_AREAS.flatMap(area => {
  const others = PAGE_AREAS.filter(other => other !== area).join('|')
  const message = `A file of the ${area} area imports nothing from another area of src/pages: move the shared part to src/components (src/pages/README.md).`
  return Array.from({ length: MAX_PAGE_DEPTH }, (_, depth) => ({
    files: [`src/pages/${area}/${'*/'.repeat(depth)}*.{ts,tsx}`],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [
      { regex: `^@/pages/(${others})(/|$)`, message },
      { regex: `^(\\./)?(\\.\\./){${depth + 1}}(${others})(/|$)`, message },
      { regex: `^(\\./)?(\\.\\./){${depth + 2}}pages/(${others})(/|$)`, message },
    ] }] },
  }))
})

/**
 * Components reach the server only through hooks made for it: a file of src/components named `use*.ts` (a hook, no
 * JSX) may call src/api; every other component file takes from src/api only its types and the error classes that
 * tell failures apart (ApiError, NetworkError), and gets its data from such a hook.
 */
const API_IN_COMPONENTS = 'A component calls src/api only through a hook made for it: a use*.ts file under src/components.'
const componentApiRule = {
  files: ['src/components/**/*.{ts,tsx}'],
  ignores: ['src/components/**/use*.ts'],
  rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [
    { regex: '^(@/|(\\.\\./)+)api(/(?!http$)|$)', allowTypeImports: true, message: API_IN_COMPONENTS },
    { regex: '^(@/|(\\.\\./)+)api/http$', allowTypeImports: true, allowImportNames: ['ApiError', 'NetworkError'], message: API_IN_COMPONENTS },
  ] }] },
}

export default tseslint.config(
  { ignores: ['node_modules', 'dist', '.data', '.temp', 'coverage', 'server/db/migrations', 'test/e2e/screenshots'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { react, 'react-hooks': reactHooks },
    languageOptions: {
      globals: { ...globals.browser, ...globals.node, ...globals.jest, definePageConfig: 'readonly', defineAppConfig: 'readonly', API_BASE: 'readonly', H5_ORIGIN: 'readonly', MAIN_HOSTS: 'readonly', WX_TEMPLATE_LIVE_REMIND: 'readonly' },
    },
    settings: { react: { version: '18.3' } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs['jsx-runtime'].rules,
      ...reactHooks.configs.recommended.rules,
      // Every raw-HTML render must be visible: the one allowed place disables this with a reason.
      'react/no-danger': 'error',
      'react/prop-types': 'off',
      '@typescript-eslint/no-require-imports': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // ---- Layers: what each folder of src may import (test/unit/lint/layers.test.ts checks these rules). ----
  { files: ['src/core/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': ['error', { patterns: [
    { regex: '^(react|react-dom|mobx|mobx-react)(/|$)', message: 'core is pure rules: no React or MobX.' },
    { regex: '^@tarojs/', message: 'core is pure rules: no Taro.' },
    layers(['api', 'platform', 'stores', 'router', 'components', 'pages', 'flows', 'i18n'], 'core imports no other layer of src; it names its i18n keys in core/messages.ts.'),
  ] }] } },
  { files: ['src/api/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': ['error', { patterns: [
    layers(['stores', 'router', 'components', 'pages', 'flows'], 'api talks to the server only: it imports no stores, router, components, pages or flows.'),
  ] }] } },
  { files: ['src/platform/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': ['error', { patterns: [
    layers(['api', 'stores', 'router', 'components', 'pages', 'flows'], 'platform wraps the runtimes only: it imports no api, stores, router, components, pages or flows.'),
  ] }] } },
  { files: ['src/router/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': ['error', { patterns: [
    layers(['pages', 'components'], 'router imports no screens or components: the app registers screens (app-level screen registry).'),
  ] }] } },

  // Raw HTML only through RichText (core's sanitiser); screens and components reach the server only through api and
  // ask the runtime only through platform (a11y.ts inputAria is the one reader of TARO_ENV, with its reason).
  { files: ['src/**/*.tsx'], rules: { 'no-restricted-syntax': ['error', NO_RAW_HTML] } },
  {
    files: ['src/pages/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': ['error', NO_RAW_HTML, NO_TARO_REQUEST, ...NO_TARO_ENV],
      'no-restricted-imports': ['error', { paths: [NO_REQUEST_IMPORT] }],
    },
  },
  // Page areas apart; components call src/api only through their hooks (both above; test/unit/lint/layers.test.ts).
  ...pageAreaRules,
  componentApiRule,
  { files: ['src/components/RichText.tsx', 'src/components/RichText.h5.tsx'], rules: { 'no-restricted-syntax': ['error', NO_TARO_REQUEST, ...NO_TARO_ENV] } },
  {
    // A server image's path is site-relative: the mini-program loads it only through platform.mediaUrl (RemoteImage).
    // The desktop login's WeChat QR is a generated data: URI, not a server path.
    files: ['src/pages/**/*.tsx'],
    ignores: ['src/pages/account/login/WechatQrPanel.tsx'],
    rules: {
      'no-restricted-imports': ['error', { paths: [NO_REQUEST_IMPORT, { name: '@tarojs/components', importNames: ['Image'], message: 'Show server images with RemoteImage (platform.mediaUrl), or they break in the mini-program.' }] }],
    },
  },
  {
    // The server reaches the client's tree only for the pure rules of src/core, through one alias (issue 27).
    files: ['server/**/*.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [
      { regex: '^(\\.\\./)+src(/|$)', message: 'The server imports the client\'s pure rules as @core/…, and nothing else of src/.' },
      { regex: '^@/', message: 'The server imports the client\'s pure rules as @core/…, and nothing else of src/.' },
    ] }] },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
)
