/**
 * index.html as the server sends it (issue 15, first paint without the script): the meeting's title, language and theme
 * colour, and its hero as a static start page, all organiser text escaped, the one inline script allowed by its hash.
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { Meeting } from '@fu-types/entities'
import { startTestServer, type TestServer } from '../../test/support/server'
import { SEED_IDS } from '../seed/ids'
import { renderIndexHtml, START_SCRIPTS_LOADER, START_SHELL_SCRIPT, startShell } from '../modules/meetings/siteShell'

const startJson = (html: string) => JSON.parse(/<script type="application\/json" id="fu-start">([^<]*)<\/script>/.exec(html)![1])

jest.setTimeout(120_000)

// What Taro's H5 build writes (src/index.html, minified, the bundles added).
const BUILT_INDEX = '<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="theme-color" content="#1677ff">' +
  '<title>FU Events</title><script defer="defer" src="/js/app.1234.js"></script></head><body><noscript>This site needs JavaScript.</noscript>' +
  '<div id="app"></div></body></html>'

const meeting: Meeting = {
  _id: 'a'.repeat(24),
  title: { en: 'Expo </title><script>alert(1)</script> & "friends"', zh: '博览会' },
  place: { en: '<b>Hall</b> A' },
  cover: '/fu/static/cover.png',
  start: 1767225600, end: 1767312000, timezone: 'Asia/Shanghai',
  config: { theme_color: '#a8232c', language: { zh: 1, en: 1 } } as Meeting['config'],
}

describe('the start page (modules/meetings/siteShell.ts)', () => {
  it('escapes the organiser\'s title and place, and starts the build\'s scripts', () => {
    const html = renderIndexHtml(BUILT_INDEX, startShell(meeting, 'en-GB,en;q=0.9'))
    expect(html).toContain('<title>Expo &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;friends&quot;</title>')
    expect(html).toContain('<h1 class="fu-shell__title">Expo &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;friends&quot;</h1>')
    expect(html).toContain('&lt;b&gt;Hall&lt;/b&gt; A')
    expect(html).not.toContain('<script>alert(1)')
    // The build's script is neither run nor fetched with the HTML: the start page's loader starts it after the cover.
    expect(html).not.toContain('<script defer')
    expect(html).not.toMatch(/(src|href)="\/js\/app/)
    expect(html).toContain(`<script type="application/json" id="fu-scripts">["/js/app.1234.js"]</script><script>${START_SCRIPTS_LOADER}</script></body>`)
    expect(html.match(/<script/g)).toHaveLength(3)
    expect(html).toContain('<html lang="en"')
    expect(html).toContain('<meta name="theme-color" content="#a8232c">')
    expect(html).toContain('2026.01.01 08:00 ~ 2026.01.02 08:00')
    expect(html.indexOf('id="fu-shell"')).toBeLessThan(html.indexOf('<div id="app">'))
  })

  it('inlines the first answers as data that cannot close its element', () => {
    const blocks = [{ _id: 'b'.repeat(24), meeting_id: meeting._id, type: 'rich_text', weight: 1, title: { en: '</script><script>alert(2)</script>\u2028' } }]
    const html = renderIndexHtml(BUILT_INDEX, startShell(meeting, 'en'), { meeting, blocks } as never)
    expect(html).not.toContain('<script>alert')
    expect(html.match(/<\/script>/g)).toHaveLength(4)
    // What the page reads back is what the server answered.
    expect(startJson(html)).toEqual({ meeting, blocks })
    expect(renderIndexHtml(BUILT_INDEX, startShell(meeting, 'en'))).not.toContain('fu-start')
    // Without a meeting the build's page goes out as it is.
    expect(renderIndexHtml(BUILT_INDEX, undefined)).toBe(BUILT_INDEX)
  })

  describe('the loader of the app\'s scripts', () => {
    /**
     * START_SCRIPTS_LOADER in a stand-in page: the scripts it adds; the cover's decoding, its Element Timing entry (in a
     * browser that has them), the frames and the timers it waits for.
     */
    function loadPage({ shell = true, hidden = false, elementTiming = true } = {}) {
      const added: string[] = []
      const frames: (() => void)[] = []
      const timers: { run: () => void; ms: number }[] = []
      let decoding: { resolve: () => void; reject: () => void } | undefined
      let observer: ((list: { getEntries: () => { identifier: string }[] }) => void) | undefined
      const cover = { decode: () => new Promise<void>((resolve, reject) => { decoding = { resolve, reject } }) }
      const elements: Record<string, unknown> = { 'fu-scripts': { textContent: '["/js/487.js","/js/app.js"]' }, 'fu-shell': shell ? { querySelector: () => cover } : null }
      const document = {
        visibilityState: hidden ? 'hidden' : 'visible',
        getElementById: (id: string) => elements[id] ?? null,
        createElement: () => ({}) as { src?: string; async?: boolean },
        head: { appendChild: (script: { src: string; async: boolean }) => { added.push(`${script.src} async=${script.async}`) } },
      }
      const PerformanceObserver = Object.assign(function (this: unknown, callback: typeof observer) {
        observer = callback
        return { observe: () => undefined }
      }, { supportedEntryTypes: elementTiming ? ['element', 'largest-contentful-paint'] : ['paint'] })
      new Function('document', 'window', 'requestAnimationFrame', 'setTimeout', START_SCRIPTS_LOADER)(
        document, { PerformanceObserver }, (f: () => void) => { frames.push(f) }, (f: () => void, ms: number) => { timers.push({ run: f, ms }) })
      const settle = () => new Promise(resolve => setImmediate(resolve))
      return {
        added, frames, timers,
        decode: async (ok = true) => { if (ok) decoding?.resolve(); else decoding?.reject(); await settle() },
        shown: (identifier: string) => observer?.({ getEntries: () => [{ identifier }] }),
        nextFrame: () => { frames.splice(0).forEach(frame => frame()); timers.filter(timer => timer.ms === 0).forEach(timer => timer.run()) },
      }
    }
    const bothInOrder = ['/js/487.js async=false', '/js/app.js async=false']

    it('starts them once, in their order, when the browser reports the cover shown', async () => {
      const page = loadPage()
      await page.decode()
      page.nextFrame()
      page.shown('something-else')
      expect(page.added).toEqual([])
      page.shown('fu-cover')
      expect(page.added).toEqual(bothInOrder)
      page.shown('fu-cover')
      page.timers.forEach(timer => timer.run())
      expect(page.added).toEqual(bothInOrder)
    })

    it('without Element Timing, in the task after the frame that follows the cover\'s decoding', async () => {
      const page = loadPage({ elementTiming: false })
      page.nextFrame()
      expect(page.added).toEqual([])
      await page.decode()
      expect(page.added).toEqual([])
      page.nextFrame()
      expect(page.added).toEqual(bothInOrder)
    })

    it('at once in a hidden tab or without a start page; when the cover breaks; after 1.5 s whatever it does', async () => {
      expect(loadPage({ hidden: true }).added).toEqual(bothInOrder)
      expect(loadPage({ shell: false }).added).toEqual(bothInOrder)
      const broken = loadPage()
      await broken.decode(false)
      expect(broken.added).toEqual(bothInOrder)
      const stuck = loadPage()
      stuck.timers.filter(timer => timer.ms === 1500).forEach(timer => timer.run())
      expect(stuck.added).toEqual(bothInOrder)
    })
  })

  it('speaks the browser\'s language when the meeting offers it, else the meeting\'s first', () => {
    expect(startShell(meeting, 'ja,en;q=0.5').title).toContain('Expo')
    expect(startShell(meeting, 'ja').language).toBe('zh')
    expect(startShell(meeting, undefined).title).toBe('博览会')
  })

  it('drops a cover that is no picture address and a theme colour that is no colour', () => {
    const html = renderIndexHtml(BUILT_INDEX, startShell({ ...meeting, cover: 'javascript:alert(1)', config: { theme_color: 'red;}</style><script>x()</script>' } as Meeting['config'] } as Meeting, 'en'))
    expect(html).not.toContain('javascript:')
    expect(html).not.toContain('x()')
    expect(html).toContain('<meta name="theme-color" content="#1677ff">')
    expect(html).not.toContain('<img')
  })

  it('takes itself away before the first paint when the address opens another screen or another meeting', () => {
    const shown = (hash: string, shellMeeting = 'm1') => {
      let removed = false
      const shell = { getAttribute: () => shellMeeting, parentNode: { removeChild: () => { removed = true } } }
      new Function('document', 'location', START_SHELL_SCRIPT)({ getElementById: () => shell }, { hash })
      return !removed
    }
    for (const hash of ['', '#', '#/', '#/meeting/home', '#/home', '#/meeting/home?lang=en', '#/meeting/home?meeting_id=m1']) expect([hash, shown(hash)]).toEqual([hash, true])
    for (const hash of ['#/activity/list', '#/meeting/home?meeting_id=m2', '#/meeting/homework', '#/login?redirect=%2Fmeeting%2Fhome']) expect([hash, shown(hash)]).toEqual([hash, false])
  })
})

describe('GET / of a server with a built site', () => {
  const siteRel = path.join('.data', 'test', `site-${process.pid}-${crypto.randomBytes(3).toString('hex')}`)
  const siteDir = path.join(__dirname, '..', '..', siteRel, 'h5')
  let server: TestServer
  beforeAll(async () => {
    fs.mkdirSync(path.join(siteDir, 'js'), { recursive: true })
    fs.writeFileSync(path.join(siteDir, 'index.html'), BUILT_INDEX)
    fs.writeFileSync(path.join(siteDir, 'js', 'app.1234.js'), 'console.log(1)')
    server = await startTestServer({ env: { FU_DIST: siteRel } })
  })
  afterAll(async () => {
    await server?.stop()
    fs.rmSync(path.dirname(siteDir), { recursive: true, force: true })
  })

  it('sends the default meeting\'s title, theme colour and hero, uncached, with the inline scripts allowed by their hashes only', async () => {
    for (const url of ['/', '/index.html']) {
      const response = await fetch(`${server.baseUrl}${url}`, { headers: { 'accept-language': 'en-US,en;q=0.9' } })
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toContain('text/html')
      expect(response.headers.get('cache-control')).toBe('no-cache')
      const html = await response.text()
      expect(html).toContain('<title>International Innovation Expo 2026</title>')
      expect(html).toContain('<meta name="theme-color" content="#1f6feb">')
      expect(html).toContain(`data-meeting="${SEED_IDS.meeting}" aria-hidden="true"`)
      expect(html).toContain('<h1 class="fu-shell__title">International Innovation Expo 2026</h1>')
      expect(html).toContain('Shanghai International Expo Centre')
      // The home's first two answers, exactly as the API gives them.
      const inlined = startJson(html)
      const api = async (url: string) => ((await (await fetch(`${server.apiUrl}${url}`)).json()) as { results: unknown }).results
      expect(inlined.meeting).toEqual(((await api('/demand/meetings?limit=1')) as unknown[])[0])
      expect(inlined.blocks).toEqual(await api(`/meeting/blocks?meeting_id=${SEED_IDS.meeting}&limit=999&weight=1&with_hls=1`))
      expect(inlined.blocks.length).toBeGreaterThan(0)
      const csp = response.headers.get('content-security-policy') ?? ''
      const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(match => `'sha256-${crypto.createHash('sha256').update(match[1]).digest('base64')}'`)
      expect(inline).toHaveLength(2)
      const scriptSrc = /script-src ([^;]*)/.exec(csp)![1].split(' ')
      expect(scriptSrc).toEqual(["'self'", ...inline])
    }
    // The bundles are still the build's files.
    expect(await (await fetch(`${server.baseUrl}/js/app.1234.js`)).text()).toBe('console.log(1)')
  })

  it('sends a Chinese page to a Chinese browser', async () => {
    const html = await (await fetch(`${server.baseUrl}/`, { headers: { 'accept-language': 'zh-CN,zh;q=0.9' } })).text()
    expect(html).toContain('<title>2026 国际创新博览会</title>')
    expect(html).toContain('<html lang="zh-CN"')
  })
})
