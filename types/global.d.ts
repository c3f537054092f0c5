/// <reference types="@tarojs/taro" />

declare module '*.png'
declare module '*.gif'
declare module '*.jpg'
declare module '*.jpeg'
declare module '*.svg'
declare module '*.css'
declare module '*.scss'

/** Set by config/index.ts defineConstants at build time. */
declare const API_BASE: string
/** Hosts of our own site; any other host is a meeting's custom domain (SPEC §1). */
declare const MAIN_HOSTS: string[]
/** Origin of the H5 site that the mini-program's web-view opens. */
declare const H5_ORIGIN: string
/** The mini-program's subscribe-message template of the live reminder (FU_WX_TEMPLATE_LIVE_REMIND; '' when none). */
declare const WX_TEMPLATE_LIVE_REMIND: string
/** The mini-program's subscribe-message template of the activity reminder (FU_WX_TEMPLATE_ACTIVITY_REMIND; '' when none). */
declare const WX_TEMPLATE_ACTIVITY_REMIND: string
/** The mini-program's subscribe-message template of a waitlist hold (FU_WX_TEMPLATE_WAITLIST; '' when none). */
declare const WX_TEMPLATE_WAITLIST: string
/** The Google web client id Google Identity Services signs in with on H5 (FU_GOOGLE_CLIENT_ID; '' = the development identity). */
declare const GOOGLE_CLIENT_ID: string

declare namespace NodeJS {
  interface ProcessEnv {
    NODE_ENV: 'development' | 'production' | 'test'
    TARO_ENV: 'weapp' | 'h5'
    TARO_APP_ID: string
  }
}

/** The build's bundle report (`npm run size -- --analyze`); the package ships no types of its own. */
declare module 'webpack-bundle-analyzer' {
  export class BundleAnalyzerPlugin {
    constructor(options?: Record<string, unknown>)
  }
}

// The modules of Taro's HTML components (h5.useHtmlComponents) that src/platform/htmlComponents.ts and htmlControls.tsx import one by
// one: the package types only its index. Our screens see @tarojs/components' own types.
declare module '@tarojs/components-react/dist/components/*/index.js' {
  const component: import('react').ComponentType<Record<string, unknown>>
  export default component
}
