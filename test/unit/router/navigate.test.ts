import { setPlatformForTesting } from '@/platform'
import { goBackOrHome, navigateTo } from '@/router/navigate'
import { EnvStore } from '@/stores/EnvStore'
import { fakePlatform } from '../../support/fakePlatform'

afterEach(() => setPlatformForTesting(undefined))

describe('back button (SPEC §4 routing depth)', () => {
  it('goes one page back when the session has one, else replaces the page with the meeting home', async () => {
    const platform = fakePlatform()
    setPlatformForTesting(platform)
    const env = new EnvStore(platform)

    await goBackOrHome(env.canGoBack)
    expect(platform.backs).toBe(0)
    expect(platform.opened).toEqual([{ route: '/meeting/home', replace: true }])
    expect(env.depth).toBe(1)

    await navigateTo('meetingNewsDetail', { news_id: 'n1' })
    expect(env.depth).toBe(2)
    await goBackOrHome(env.canGoBack)
    expect(platform.backs).toBe(1)
    expect(env.depth).toBe(1)
  })
})
