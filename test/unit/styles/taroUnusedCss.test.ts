import fs from 'node:fs'
import path from 'node:path'

/** config/taroUnusedCss.js on Taro's real stylesheets: what the H5 page's render-blocking stylesheet keeps of them. */
const dropUnusedTaroCss = require('../../../config/taroUnusedCss.js') as (this: unknown, source: string) => void

const root = path.resolve(__dirname, '../../..')
const taroCss = (file: string) => path.join(root, 'node_modules/@tarojs', file)

function run(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const context = { resourcePath: file, async: () => (error: Error | null, css?: string) => (error ? reject(error) : resolve(css ?? '')) }
    dropUnusedTaroCss.call(context, fs.readFileSync(file, 'utf8'))
  })
}

describe('the Taro component styles the H5 page links', () => {
  it('drops the weui icon font and icon classes, keeps the app frame', async () => {
    const css = await run(taroCss('components/dist/taro-components/taro-components.css'))
    expect(css).not.toMatch(/font-family:\s*weui/)
    expect(css).not.toMatch(/weui-icon/)
    expect(css).toMatch(/\.taro-app-wrap\s*\{[^}]*line-height:\s*1\.6/)
    expect(css.length).toBeLessThan(fs.readFileSync(taroCss('components/dist/taro-components/taro-components.css'), 'utf8').length / 4)
  })

  it('drops the HTML Button and Picker, keeps the image modes, input, scroll view and pull-down refresh', async () => {
    const css = await run(taroCss('components-react/dist/index.css'))
    expect(css).not.toMatch(/\.taro-button-core|\.taro-btn-|\.taro-picker|weuiLoading|taro-picker__/)
    for (const kept of ['.taro-img__mode-aspectfill', '.taro-img__mode-widthfix', '.weui-input', '.taro-scroll-view__scroll-y', '.rmc-pull-to-refresh-indicator', '.taro-text__selectable']) {
      expect(css).toContain(kept)
    }
  })

  it('leaves a stylesheet with nothing unused as it was', async () => {
    const file = taroCss('components/global.css')
    expect((await run(file)).replace(/\s/g, '')).toBe(fs.readFileSync(file, 'utf8').replace(/\s/g, ''))
  })
})
