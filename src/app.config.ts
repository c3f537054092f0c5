/**
 * The H5 build has one page that hosts our own route table (src/router); the mini-program has
 * the native pages of ARCHITECTURE.md, in subpackages, plus the web-view shell that opens any H5 route.
 */
const h5 = {
  pages: ['pages/index/index'],
  // A web page opens at once: no sliding between pages (on a desktop it looked broken, and a half-slid page is what
  // a screenshot or a quick reader caught).
  animation: false,
}

const weapp = {
  pages: ['pages/fu-h5/index'],
  subPackages: [
    { root: 'pages/demand', pages: ['pages/meeting/meeting', 'pages/detail/detail'] },
    { root: 'pages/enterprise', pages: ['pages/detail/detail'] },
    { root: 'pages/thread', pages: ['pages/detail/detail'] },
    { root: 'pages/webview', pages: ['api/api'] },
  ],
  // WeChat's privacy flow (required since 2023-09): calls that touch the phone number, images or the scanner wait
  // for onNeedPrivacyAuthorization, which our privacy sheet answers (platform/privacy.ts, components/native/PrivacySheet).
  __usePrivacyCheck__: true,
}

export default defineAppConfig({
  ...((process.env.TARO_ENV === 'h5' ? h5 : weapp) as typeof h5 & Partial<typeof weapp>),
  window: {
    backgroundTextStyle: 'light',
    navigationBarBackgroundColor: '#ffffff',
    navigationBarTitleText: '',
    navigationBarTextStyle: 'black',
  },
})
