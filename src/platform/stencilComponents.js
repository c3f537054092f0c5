// Taro's Stencil components, one module each (config/taroComponentsSplit.js), for htmlComponents.ts: plain JavaScript
// so that TypeScript never reads their types, which bring Stencil's test matchers and override jest-dom's.
export * from '@tarojs/components/lib/react'
