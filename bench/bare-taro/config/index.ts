import { defineConfig, type UserConfigExport } from '@tarojs/cli'
import CompressionPlugin from 'compression-webpack-plugin'

/**
 * The bare Taro 4 H5 app of the Lighthouse comparison (bench/bare-taro/README.md): the H5 settings of the project's
 * config/index.ts that shape what a browser downloads (public path, file names, brotli and gzip copies), nothing else.
 * BARE_TARO_OUT: the output folder (scripts/lighthouse.ts builds into .data/bench/bare-taro/h5).
 */
export default defineConfig<'webpack5'>(() => {
  const config: UserConfigExport<'webpack5'> = {
    projectName: 'bare-taro',
    date: '2026-11-25',
    designWidth: 375,
    deviceRatio: { 640: 2.34 / 2, 750: 1, 375: 2, 828: 1.81 / 2 },
    sourceRoot: 'src',
    outputRoot: process.env.BARE_TARO_OUT || 'dist/h5',
    plugins: [],
    framework: 'react',
    compiler: 'webpack5',
    cache: { enable: false },
    h5: {
      publicPath: '/',
      webpackChain(chain) {
        for (const algorithm of ['gzip', 'brotliCompress'] as const) {
          chain.plugin(`compress-${algorithm}`).use(CompressionPlugin, [{
            algorithm, test: /\.(js|css|html|svg|json)$/, threshold: 1024, minRatio: 0.9,
            filename: algorithm === 'gzip' ? '[path][base].gz' : '[path][base].br',
          }])
        }
      },
      staticDirectory: 'static',
      router: { mode: 'hash' },
      output: { filename: 'js/[name].[contenthash:8].js', chunkFilename: 'js/[name].[contenthash:8].js' },
      miniCssExtractPluginOption: { ignoreOrder: true, filename: 'css/[name].[contenthash:8].css', chunkFilename: 'css/[name].[contenthash:8].css' },
      postcss: { autoprefixer: { enable: true, config: {} }, pxtransform: { enable: false, config: {} } },
    },
  }
  return config
})
