// The H5 build's `@tarojs/components` (config/index.ts aliases it here): the list is htmlComponentList.ts. One star
// re-export and nothing else, because in a production build Taro cuts every named import or re-export of this module
// whose name is not a component it saw in use (webpack5-runner's TaroComponentsExportsPlugin): code here would lose its
// imports (`forwardRef is not defined`), and a component it missed would be undefined.
export * from './htmlComponentList'
