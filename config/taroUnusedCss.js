/**
 * A webpack loader for the stylesheets Taro's H5 entry imports for its components (@tarojs/components global and
 * taro-components.css, @tarojs/components-react's index.css). Extracted, they sit in the page's one render-blocking
 * stylesheet, so the rules of components the site never draws go: the weui icon font (an inline base64 font) and icon
 * classes, which only Taro's Icon, Checkbox and Radio use; and the HTML Button and Picker (our Button is the element
 * src/platform/htmlControls.tsx draws, with its own copy of Stencil's styles; no screen uses Picker or Swiper from
 * @tarojs/components on H5). Everything else passes unchanged, in its order (issue 15).
 *
 * Written here because the purging tools scan the app's markup for class names, and Taro builds these (e.g.
 * `taro-img__mode-` + mode) at run time: a fixed list of what is unused is the safe cut.
 */
const postcss = require('postcss')

const UNUSED_SELECTOR = /(^|[\s,>+~])(\.weui-(icon|check|cells)|\[class[\^*]=\\?\s?weui-icon|\.taro-button-core|\.taro-btn-|\.taro-picker|\.swiper-container)/
const UNUSED_KEYFRAMES = /^(weuiLoading|taro-picker__[\w-]+)$/

/** @type {import('postcss').Plugin} */
const dropUnused = {
  postcssPlugin: 'fu-drop-unused-taro-css',
  Once(root) {
    root.walkAtRules(atRule => {
      if (atRule.name === 'font-face' && /font-family:\s*weui/.test(atRule.toString())) atRule.remove()
      else if (/keyframes$/.test(atRule.name) && UNUSED_KEYFRAMES.test(atRule.params.trim())) atRule.remove()
    })
    root.walkRules(rule => {
      const kept = rule.selectors.filter(selector => !UNUSED_SELECTOR.test(selector))
      if (!kept.length) rule.remove()
      else if (kept.length !== rule.selectors.length) rule.selectors = kept
    })
  },
}

module.exports = function dropUnusedTaroCss(source) {
  const done = this.async()
  postcss([dropUnused]).process(source, { from: this.resourcePath, to: this.resourcePath, map: false })
    .then(result => done(null, result.css), done)
}
