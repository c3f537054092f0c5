// babel-preset-taro switches to CommonJS under jest (NODE_ENV=test).
module.exports = {
  presets: [
    ['taro', { framework: 'react', ts: true, compiler: 'webpack5' }],
  ],
}
