// Stands in for Taro's HTML parser in the mini-program (config/index.ts, issue 15): our weapp code sets no innerHTML
// (components/RichText gives WeChat's rich-text its nodes), so a call here is a mistake to see, not to hide.
export function setInnerHTML() {
  throw new Error('innerHTML is not available in the mini-program build: use RichText (WeChat rich-text)')
}
