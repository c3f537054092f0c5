// babel-preset-taro switches to CommonJS under jest (NODE_ENV=test).
// The H5 build targets the browsers the site needs anyway: native fetch, AbortController and streamed answers
// (platform/stream.ts, config/index.ts) mean Chrome 66 / Safari 12.1 and later, so async functions, classes and spreads
// ship as written instead of ES5 with regenerator (the preset's default targets iOS 9 and Android 5; issue 15).
// The mini-program keeps the preset's default.
const H5_TARGETS = { chrome: '66', edge: '79', firefox: '60', safari: '12.1', ios: '12.2', samsung: '9' }
const h5Build = process.env.TARO_ENV === 'h5' && process.env.NODE_ENV !== 'test'

module.exports = {
  presets: [
    ['taro', { framework: 'react', ts: true, compiler: 'webpack5', ...(h5Build ? { targets: H5_TARGETS } : {}) }],
  ],
}
