import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import react from 'eslint-plugin-react'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'

export default tseslint.config(
  { ignores: ['node_modules', 'dist', '.data', '.temp', 'coverage', 'server/db/migrations', 'test/e2e/screenshots'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { react, 'react-hooks': reactHooks },
    languageOptions: {
      globals: { ...globals.browser, ...globals.node, ...globals.jest, definePageConfig: 'readonly', defineAppConfig: 'readonly', API_BASE: 'readonly', H5_ORIGIN: 'readonly', MAIN_HOSTS: 'readonly' },
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
  {
    // A server image's path is site-relative: the mini-program loads it only through platform.mediaUrl (RemoteImage).
    // The desktop login's WeChat QR is a generated data: URI, not a server path.
    files: ['src/pages/**/*.tsx'],
    ignores: ['src/pages/account/login/WechatQrPanel.tsx'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: '@tarojs/components', importNames: ['Image'], message: 'Show server images with RemoteImage (platform.mediaUrl), or they break in the mini-program.' }] }],
    },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
)
