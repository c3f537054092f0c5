// The HTML View (h5.useHtmlComponents) on its own, for htmlComponents.ts and for the HTML components that render one
// (config/index.ts points their `@tarojs/components` here: no import cycle through htmlComponents.ts).
export { default as View } from '@tarojs/components-react/dist/components/view/index.js'
