// One jest run, several suites (ARCHITECTURE.md "Tests"); pick one with --selectProjects.
const common = {
  transform: { '^.+\\.[jt]sx?$': 'babel-jest' },
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/src/$1',
    // The server's one way into the client's tree: the pure rules of src/core (server/README.md "Layout").
    '^@core/(.*)$': '<rootDir>/src/core/$1',
    '^@fu-types/(.*)$': '<rootDir>/types/$1',
    '\\.(css|scss)$': '<rootDir>/test/support/styleStub.js',
    // eventsource-parser ships ES modules only, under dist/ (which jest never transforms): its TypeScript source is used.
    '^eventsource-parser$': '<rootDir>/node_modules/eventsource-parser/src/index.ts',
  },
  // dayjs plugins and a few Taro packages ship ES modules.
  // Build-time constants that config/index.ts defines for the real builds.
  globals: {
    API_BASE: '/fu/api', H5_ORIGIN: 'http://127.0.0.1:8080', MAIN_HOSTS: ['localhost', '127.0.0.1'],
    // A waitlist template as a build with FU_WX_TEMPLATE_WAITLIST has (the live reminder's stays '': a build without).
    WX_TEMPLATE_WAITLIST: 'tmplWaitlistHold0001',
  },
  // jose (server/providers/google) ships ES modules only, under dist/: it is transformed, other packages' dist/ not.
  transformIgnorePatterns: ['/node_modules/(?!(@tarojs|taro-ui|dayjs|eventsource-parser|@noble/hashes|jose)/)', '^(?!.*/node_modules/jose/).*/dist/'],
  // Parallel builds go to .data/<name> (FU_DIST); jest must not index them.
  modulePathIgnorePatterns: ['<rootDir>/.data/', '<rootDir>/dist/'],
}

module.exports = {
  // Two workers share two cores with servers and browsers: jest's 5 s default fails a sound test on a busy machine.
  testTimeout: 30_000,
  projects: [
    {
      ...common,
      displayName: 'unit',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/unit/**/*.test.ts'],
    },
    {
      ...common,
      displayName: 'components',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/test/components/**/*.test.tsx'],
      setupFilesAfterEnv: ['<rootDir>/test/support/components.setup.ts'],
      moduleNameMapper: {
        ...common.moduleNameMapper,
        '^@tarojs/components$': '<rootDir>/test/support/taroComponents.tsx',
        '^@tarojs/taro$': '<rootDir>/test/support/taro.ts',
      },
    },
    {
      ...common,
      displayName: 'weapp',
      // miniprogram-simulate renders into a DOM.
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/test/weapp/**/*.test.ts'],
    },
    {
      ...common,
      displayName: 'server',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/server/test/**/*.test.ts'],
    },
    {
      ...common,
      displayName: 'e2e',
      testEnvironment: 'node',
      setupFiles: ['<rootDir>/test/e2e/setup.ts'],
      testMatch: ['<rootDir>/test/e2e/**/*.e2e.test.ts'],
    },
  ],
}
