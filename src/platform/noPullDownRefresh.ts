/**
 * What Taro's H5 app entry gets as PullDownRefresh (htmlComponentList.ts). Taro wraps a page in it only when the page
 * or the app's window enables pull-down refresh, and the H5 site's one page does not (the mini-program's native pages
 * do, with WeChat's own); test/unit/platform/pullDownRefresh.test.ts keeps it so. Taro's component (≈ 1.7 KB brotli)
 * was part of every first visit for nothing (issue 15).
 */
export function NoPullDownRefresh(): never {
  throw new Error('Pull-down refresh is off in the H5 build: export Taro\'s PullDownRefresh from platform/htmlComponentList.ts to enable it')
}
