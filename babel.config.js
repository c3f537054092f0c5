// babel-preset-taro switches to CommonJS under jest (NODE_ENV=test); jest keeps the preset's default targets.
// Each build compiles for the engines it already needs instead of the preset's iOS 9 / Android 5 (issue 15): classes,
// async functions and spreads ship as written, without regenerator and the helpers.
// - The mini-program calls Array.prototype.flatMap without a polyfill, so WeChat's engine is at least iOS 12's or
//   Chrome 69's (≈ 25 KB off the main package).
// - The H5 site needs native fetch, AbortController and streamed answers (platform/stream.ts, config/index.ts):
//   Chrome 66 / Safari 12.1 and later.
const TARGETS = {
  weapp: { ios: '12', android: '69' },
  h5: { chrome: '66', edge: '79', firefox: '60', safari: '12.1', ios: '12.2', samsung: '9' },
}
const targets = process.env.NODE_ENV === 'test' ? undefined : TARGETS[process.env.TARO_ENV]

module.exports = {
  presets: [
    ['taro', { framework: 'react', ts: true, compiler: 'webpack5', ...(targets ? { targets } : {}) }],
  ],
}
