import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import react from 'eslint-plugin-react'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'

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
    files: ['**/*.js', '**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
)
