import path from 'path'
import { defineConfig, type UserConfigExport } from '@tarojs/cli'
import { NormalModuleReplacementPlugin } from 'webpack'
import CompressionPlugin from 'compression-webpack-plugin'
import { BundleAnalyzerPlugin } from 'webpack-bundle-analyzer'
import { GenerateSW } from 'workbox-webpack-plugin'
import { ChunkGroupsManifestPlugin } from './chunkGroups'
import { FrameworkEntriesPlugin } from './frameworkEntry'
import devConfig from './dev'
import prodConfig from './prod'

// The H5 site is one Taro page that hosts our own route table (src/router):
// every hash path resolves to it, and Taro keeps the page stack and the back button.
const H5_CATCH_ALL = ['/meeting/home', '/(.*)']

// types/ lives beside src/ (shared with server/): compile it like our own source.
const sharedTypesDir = path.resolve(__dirname, '..', 'types')
// @noble/hashes (core/sha256.ts) ships ES2022 (class fields, optional chaining): compiled down for our engines too.
const compiledSources = [sharedTypesDir, path.resolve(__dirname, '..', 'node_modules', '@noble', 'hashes')]

const sassSilence = ['import', 'global-builtin', 'slash-div', 'color-functions', 'legacy-js-api']

export default defineConfig<'webpack5'>(async (merge) => {
  const baseConfig: UserConfigExport<'webpack5'> = {
    projectName: 'fu-events',
    date: '2026-11-22',
    // Styles are written in CSS px for a 375 px phone: the mini-program turns them into rpx,
    // the H5 site keeps px so the desktop layout is not scaled up with the window.
    designWidth: 375,
    deviceRatio: { 640: 2.34 / 2, 750: 1, 375: 2, 828: 1.81 / 2 },
    sourceRoot: 'src',
    // FU_DIST lets parallel work build into its own folder (default dist/).
    outputRoot: `${process.env.FU_DIST || 'dist'}/${process.env.TARO_ENV}`,
    plugins: [],
    alias: {
      '@': path.resolve(__dirname, '..', 'src'),
      '@fu-types': path.resolve(__dirname, '..', 'types'),
    },
    defineConstants: {
      API_BASE: JSON.stringify(process.env.FU_API_BASE || '/fu/api'),
      H5_ORIGIN: JSON.stringify(process.env.FU_H5_ORIGIN || 'http://127.0.0.1:8080'),
      MAIN_HOSTS: JSON.stringify((process.env.FU_MAIN_HOSTS || 'localhost,127.0.0.1').split(',')),
      // The live reminder's WeChat subscribe-message template id (mini-program admin → subscribe messages); '' = none.
      WX_TEMPLATE_LIVE_REMIND: JSON.stringify(process.env.FU_WX_TEMPLATE_LIVE_REMIND || ''),
      // The activity reminder's own template (its fields differ from the live's: FU_WECHAT_ACTIVITY_REMIND_FIELDS); '' = none.
      WX_TEMPLATE_ACTIVITY_REMIND: JSON.stringify(process.env.FU_WX_TEMPLATE_ACTIVITY_REMIND || ''),
      // The waitlist hold's subscribe-message template id (issue 16); '' = none (SMS and e-mail only).
      WX_TEMPLATE_WAITLIST: JSON.stringify(process.env.FU_WX_TEMPLATE_WAITLIST || ''),
      // The Google web client id for Google Identity Services on H5 (the first of the server's FU_GOOGLE_CLIENT_IDS); '' = the development identity.
      GOOGLE_CLIENT_ID: JSON.stringify(process.env.FU_GOOGLE_CLIENT_ID || ''),
    },
    copy: { patterns: [], options: {} },
    framework: 'react',
    // The mini-program's main package budget (issue 15). WeChat cannot nest a template in itself, so Taro writes
    // base.wxml's element templates once per level, up to baseLevel, and continues deeper trees in its `comp`
    // component (a virtual host: layout is unchanged). 8 levels instead of 16 halve the view templates.
    baseLevel: 8,
    compiler: 'webpack5',
    // Off by default: a stale persistent cache once produced a mini-program build with a missing module.
    cache: { enable: process.env.FU_BUILD_CACHE === '1' },
    sass: { sassOptions: { silenceDeprecations: sassSilence, quietDeps: true } } as never,
    mini: {
      compile: { include: compiledSources },
      // The mini-program writes no HTML into its tree (RichText uses WeChat's rich-text nodes): no HTML parser in taro.js.
      runtime: { enableInnerHTML: false },
      webpackChain(chain) {
        // As on H5: mobx's `module` entry is its development build; the production one is smaller.
        if (process.env.NODE_ENV === 'production') {
          chain.resolve.alias.set('mobx$', path.resolve(__dirname, '..', 'node_modules', 'mobx', 'dist', 'mobx.esm.production.min.js'))
        }
        // @tarojs/react imports the HTML parser for dangerouslySetInnerHTML whatever enableInnerHTML says (≈ 12 KB).
        chain.plugin('no-html-parser').use(NormalModuleReplacementPlugin, [/[\\/]inner-html[\\/]html\.js$/, (resource: { context: string; request: string }) => {
          if (/@tarojs[\\/]runtime[\\/]/.test(resource.context)) resource.request = path.resolve(__dirname, 'noHtmlInMiniProgram.js')
        }])
        // FU_ANALYZE=1: what each mini-program file holds (parsed sizes per module, issue 15), beside the build.
        if (process.env.FU_ANALYZE === '1') {
          chain.plugin('bundle-analyzer').use(BundleAnalyzerPlugin, [{
            analyzerMode: 'json', reportFilename: '../weapp-report/bundles.json', openAnalyzer: false, logLevel: 'warn',
          }])
        }
      },
      postcss: {
        pxtransform: { enable: true, config: {} },
        cssModules: { enable: false, config: { namingPattern: 'module', generateScopedName: '[name]__[local]___[hash:base64:5]' } },
      },
    },
    h5: {
      publicPath: '/',
      // Taro's components as React's own HTML elements (@tarojs/components-react), not Stencil web components: no
      // Stencil runtime and no custom-element definitions before the first paint (issue 15; TBT). Components it has no
      // HTML version of (Textarea, Video, RichText, Label…) stay Stencil's, loaded with the screens that use them.
      useHtmlComponents: true,
      // Brotli and gzip copies of the bundles beside them; the server sends them as they are (preCompressed).
      webpackChain(chain) {
        // Taro aliases @tarojs/components to its HTML components before this runs; ours add the `nativeProps` that
        // our inputs and images use (src/platform/htmlComponents.ts).
        chain.resolve.alias.set('@tarojs/components$', path.resolve(__dirname, '..', 'src', 'platform', 'htmlComponents.ts'))
        // Pure re-exports, marked free of side effects (as Taro's own list is): webpack then sends each screen's components
        // with the screen rather than all of them with the app entry.
        chain.module.rule('html-components-pure').test(/src[\\/]platform[\\/](htmlComponents|htmlComponentList|stencilComponents|htmlView|htmlControlsInput|htmlControlsImage)\.[jt]s$/)
          .set('sideEffects', false)
        // Inside the HTML components themselves (their Button imports View), `@tarojs/components` is their View alone:
        // no import cycle through our list.
        chain.module.rule('html-components-own').test(/@tarojs[\\/]components-react[\\/]/)
          .resolve.alias.set('@tarojs/components$', path.resolve(__dirname, '..', 'src', 'platform', 'htmlView.ts'))
        // SPEC §7: an area's chunk may take up to 120 s on a slow network before it counts as failed.
        chain.output.chunkLoadTimeout(120_000)
        if (process.env.NODE_ENV !== 'production') return
        // FU_SOURCE_MAP=1: source maps beside the bundles, so scripts/profileHome.ts names our modules in a CPU profile.
        if (process.env.FU_SOURCE_MAP === '1') chain.devtool('source-map')
        // Taro injects its components' own styles from JavaScript (style-loader at the top of <head>, so that ours win):
        // ≈ 25 KB of CSS as strings in the first scripts, and a style-loader runtime. Extracted like ours instead, they
        // come first in the vendor chunk's stylesheet, which the page links before the app's: the same cascade, no CSS
        // inside the home's first JavaScript (issue 15).
        const extractLoader = chain.module.rule('customStyle').use('0').get('loader') as string
        chain.module.rule('taroStyle').uses.clear()
        chain.module.rule('taroStyle').use('extract').loader(extractLoader)
        chain.module.rule('taro-unused-css')
          .test(/@tarojs[\\/](components[\\/](global\.css|dist[\\/]taro-components[\\/]taro-components\.css)|components-react[\\/]dist[\\/]index\.css)$/)
          .enforce('pre')
          .use('drop').loader(path.resolve(__dirname, 'taroUnusedCss.js'))
        // mobx's `module` entry is its development build; its pre-minified production build is ≈ 1 KB brotli smaller
        // than what the minifier makes of the former (issue 15).
        chain.resolve.alias.set('mobx$', path.resolve(__dirname, '..', 'node_modules', 'mobx', 'dist', 'mobx.esm.production.min.js'))
        // Taro's request API imports polyfills of fetch and AbortController; the site's own code (platform/stream.ts)
        // already needs both natively, and they install nothing where the browser has them: not on the first screen.
        for (const polyfill of ['whatwg-fetch$', 'abortcontroller-polyfill/dist/abortcontroller-polyfill-only$']) {
          chain.resolve.alias.set(polyfill, path.resolve(__dirname, 'nativeInBrowsers.js'))
        }
        // Our screens use mobx-react's `observer` on function components only: mobx-react-lite's (which mobx-react wraps)
        // without the class-component support (≈ 3 KB brotli on the first visit; issue 15).
        chain.resolve.alias.set('mobx-react$', 'mobx-react-lite')
        // Taro splits only the entry's chunks: a library or module several lazy screens use was copied into each screen's
        // chunk (xss, qrcode, dayjs, forms…). Shared by two or more and big enough to be worth a request: one chunk of its own.
        // The organiser console's chunks (issue 28) keep their own copies instead: what the console uses never reshapes
        // the visitors' shared chunks, nor adds chunks to the runtime's map on the first screen (npm run size).
        const splitChunks = chain.optimization.get('splitChunks') as { cacheGroups?: Record<string, unknown> }
        const visitorChunk = (chunk: { name?: string | null; canBeInitial: () => boolean }) => !chunk.canBeInitial() && !/^organizer/.test(chunk.name ?? '')
        chain.optimization.splitChunks({
          ...splitChunks,
          cacheGroups: { ...splitChunks.cacheGroups, lazyShared: { chunks: visitorChunk, minChunks: 2, minSize: 20_000, priority: -10, reuseExistingChunk: true } },
        })
        // Each Taro component's wrapper in its own module, so a screen's components travel with it, not with the route
        // host page that every first visit loads (config/taroComponentsSplit.js, issue 15).
        chain.module.rule('taro-components-split')
          .test(/@tarojs[\\/]components[\\/]lib[\\/]react[\\/]components\.js$/)
          .enforce('pre')
          .use('split').loader(path.resolve(__dirname, 'taroComponentsSplit.js'))
        // Taro's start (root, history, router) in a task after the one evaluating the app's script (config/taroStartTask.js).
        // `pre`: Taro adds its entry loader last, so in the normal phase ours runs on its output, before the compiler's.
        chain.module.rule('taro-start-task').test(/src[\\/]app\.config\.ts$/).enforce('pre')
          .use('start-task').loader(path.resolve(__dirname, 'taroStartTask.js'))
        // React, then mobx, evaluated each in a task of its own before the app's entry (config/frameworkEntry.ts).
        chain.plugin('framework-entries').use(FrameworkEntriesPlugin, [{
          react: ['react', 'react-dom', 'scheduler'],
          mobx: ['mobx', 'mobx-react-lite'],
        }])
        // `npm run size` counts the home's first scripts from the chunk graph (issue 15), beside the build.
        chain.plugin('chunk-groups').use(ChunkGroupsManifestPlugin)
        // `npm run size -- --analyze`: what each chunk holds, as a treemap and as JSON (issue 15), beside the build.
        if (process.env.FU_ANALYZE === '1') {
          chain.plugin('bundle-analyzer').use(BundleAnalyzerPlugin, [{
            analyzerMode: 'static', reportFilename: '../h5-report/bundles.html', openAnalyzer: false,
            generateStatsFile: true, statsFilename: '../h5-report/stats.json', logLevel: 'warn',
          }])
        }
        // The service worker (issue 16: a ticket pass reopens without a network). Nothing is precached, so a visit
        // downloads no more than it shows; each page keeps what it used: the page itself network-first (it carries the
        // meeting's first answers, so the cached copy is only for when the network is gone), the hashed code and
        // styles for good, the images until they change. API answers are not cached here: the screens that work offline
        // keep their own (the ticket pass in the device's storage).
        chain.plugin('service-worker').use(GenerateSW, [{
          swDest: 'sw.js',
          exclude: [/./],
          clientsClaim: true,
          skipWaiting: true,
          cleanupOutdatedCaches: true,
          inlineWorkboxRuntime: true,
          runtimeCaching: [
            {
              urlPattern: ({ request }) => request.mode === 'navigate',
              handler: 'NetworkFirst',
              options: { cacheName: 'fu-pages', matchOptions: { ignoreSearch: true }, expiration: { maxEntries: 4 } },
            },
            {
              urlPattern: /\/(js|css)\/[^/]+\.[0-9a-f]{8}\.(js|css)$/,
              handler: 'CacheFirst',
              options: { cacheName: 'fu-code', expiration: { maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600 } },
            },
            {
              urlPattern: /\/fu\/static\//,
              handler: 'StaleWhileRevalidate',
              options: { cacheName: 'fu-static', expiration: { maxEntries: 100 } },
            },
          ],
        }])
        for (const algorithm of ['gzip', 'brotliCompress'] as const) {
          chain.plugin(`compress-${algorithm}`).use(CompressionPlugin, [{
            algorithm, test: /\.(js|css|html|svg|json)$/, threshold: 1024, minRatio: 0.9,
            filename: algorithm === 'gzip' ? '[path][base].gz' : '[path][base].br',
          }])
        }
      },
      compile: { include: compiledSources },
      staticDirectory: 'static',
      esnextModules: ['taro-ui'],
      router: { mode: 'hash', customRoutes: { '/pages/index/index': H5_CATCH_ALL } },
      output: {
        filename: 'js/[name].[contenthash:8].js',
        chunkFilename: 'js/[name].[contenthash:8].js',
      },
      miniCssExtractPluginOption: {
        ignoreOrder: true,
        filename: 'css/[name].[contenthash:8].css',
        chunkFilename: 'css/[name].[contenthash:8].css',
      },
      postcss: {
        autoprefixer: { enable: true, config: {} },
        pxtransform: { enable: false, config: {} },
        cssModules: { enable: false, config: { namingPattern: 'module', generateScopedName: '[name]__[local]___[hash:base64:5]' } },
      },
    },
  }
  if (process.env.NODE_ENV === 'development') return merge({}, baseConfig, devConfig)
  return merge({}, baseConfig, prodConfig)
})
