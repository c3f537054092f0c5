import { readFileSync } from 'fs'
import path from 'path'

const root = path.resolve(__dirname, '../../..')
const source = (file: string) => readFileSync(path.join(root, file), 'utf8')

describe('pull-down refresh on H5 (platform/noPullDownRefresh.ts: Taro\'s component is not in the build)', () => {
  it('is enabled neither by the app\'s window nor by the one H5 page', () => {
    const appConfig = source('src/app.config.ts')
    expect(appConfig).toContain("pages: ['pages/index/index']")
    expect(appConfig).not.toMatch(/enablePullDownRefresh/)
    expect(source('src/pages/index/index.config.ts')).not.toMatch(/enablePullDownRefresh/)
  })
})
