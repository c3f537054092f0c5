/**
 * What the H5 build's `@tarojs/components` is (htmlComponents.ts; the mini-program never sees this file): Taro's
 * React HTML components (`h5.useHtmlComponents`, issue 15: no Stencil runtime on the first screen), ours where they
 * differ (htmlControls.tsx), and Stencil's for those without an HTML version (Textarea, Video, RichText, Label…).
 * Each component comes from its own module, not through the packages' index, which webpack kept whole (≈ 40 KB brotli
 * on the first screen).
 */
// @ts-expect-error a JavaScript module on purpose (see there); our screens see @tarojs/components' own types.
export * from './stencilComponents.js'
export { View } from './htmlView'
export { Button } from './htmlControls'
export { Image } from './htmlControlsImage'
export { Input } from './htmlControlsInput'
export { default as Text } from '@tarojs/components-react/dist/components/text/index.js'
export { default as ScrollView } from '@tarojs/components-react/dist/components/scroll-view/index.js'
// Taro's H5 app entry takes it from here (h5.useHtmlComponents) for pages with pull-down refresh: none on H5.
export { NoPullDownRefresh as PullDownRefresh } from './noPullDownRefresh'
