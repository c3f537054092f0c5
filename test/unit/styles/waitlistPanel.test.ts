import path from 'node:path'
import * as sass from 'sass'

/** The waitlist panel docked on a phone stays under a quarter of the screen's height (issue 25), scrolling inside. */
describe('the waitlist panel on a phone', () => {
  const css = sass.compile(path.resolve(__dirname, '../../../src/pages/activity/detail/waitlist.scss'), { silenceDeprecations: ['import', 'global-builtin', 'slash-div', 'color-functions'] }).css
  const docked = css.match(/\.fu-activity-detail__dock \.fu-waitlist\s*\{([^}]*)\}/)?.[1] ?? ''

  it('is at most 25vh tall in the dock, what does not fit scrolling in the panel', () => {
    const height = docked.match(/max-height:\s*(\d+(?:\.\d+)?)vh/)
    expect(height).not.toBeNull()
    expect(Number(height![1])).toBeLessThanOrEqual(25)
    expect(docked).toMatch(/overflow-y:\s*auto/)
    expect(docked).toMatch(/box-sizing:\s*border-box/)
  })
})
