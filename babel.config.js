// babel-preset-taro switches to CommonJS under jest (NODE_ENV=test).
// The mini-program's code is compiled for what it already needs (issue 15: ≈ 25 KB off the main package): it calls
// Array.prototype.flatMap without a polyfill, so WeChat's engine is at least iOS 12's or Chrome 69's. Without targets
// the preset compiles for iOS 9 (classes, async functions and spreads rewritten, with their helpers).
const weappTargets = process.env.TARO_ENV === 'weapp' && process.env.NODE_ENV !== 'test' ? { targets: { ios: '12', android: '69' } } : {}

module.exports = {
  presets: [
    ['taro', { framework: 'react', ts: true, compiler: 'webpack5', ...weappTargets }],
  ],
}
