/**
 * Static data through src/api/statics.ts against the reference server: web-view domains (and the mini-program's
 * whitelist taking them at app start), region names, and short links made by an organiser and resolved by anyone.
 */
import { fetchWebViewDomains, resolveShortLink } from '@/api/statics'
import { createShortLink, listRegions } from './serverCalls'
import { ApiError } from '@/api/http'
import { loadWebViewDomains, resetWebViewDomainsForTesting, webViewWhitelist } from '@/platform/externalLinks'
import { SEED_SHORT_LINK } from '../../../server/seed/ids'
import { startTestServer, type TestServer } from '../../support/server'
import { connect, loginAs, SEED_IDS } from './harness'

const ORGANIZER_PHONE = '13800000005'
let server: TestServer
beforeAll(async () => { server = await startTestServer({ env: { FU_WEBVIEW_DOMAINS: 'docs.partner.example', FU_LINK_HOSTS: 'example.org' } }) }, 120_000)
afterAll(() => server?.stop())
afterEach(() => resetWebViewDomainsForTesting())

const refusal = (promise: Promise<unknown>) => promise.then(() => { throw new Error('expected a refusal') }, (e: unknown) => e as ApiError)

it('lists the web-view domains: the configured ones and the demo meeting\'s custom domain', async () => {
  connect(server)
  expect(await fetchWebViewDomains()).toEqual(expect.arrayContaining(['docs.partner.example', 'expo.demo.test']))
})

it('in the mini-program, the app start widens the web-view whitelist with the server\'s domains', async () => {
  const { root, platform, sent } = connect(server)
  Object.assign(platform, { environment: 'weapp' })
  expect(webViewWhitelist([])).not.toContain('docs.partner.example')
  await root.start()
  // Later callers share the start's request rather than asking again.
  await loadWebViewDomains(() => Promise.reject(new Error('asked twice')))
  expect(sent.filter(req => req.url.includes('/static/webview-domains'))).toHaveLength(1)
  expect(webViewWhitelist([])).toEqual(expect.arrayContaining(['docs.partner.example', 'expo.demo.test']))
})

it('a browser does not ask for them', async () => {
  const { root, sent } = connect(server)
  await root.start()
  const fetchDomains = jest.fn(async () => [])
  await loadWebViewDomains(fetchDomains)
  expect(fetchDomains).toHaveBeenCalledTimes(1)
  expect(sent.some(req => req.url.includes('/static/webview-domains'))).toBe(false)
})

it('names regions in English by default and in Chinese on request', async () => {
  connect(server)
  const english = await listRegions()
  expect(english).toEqual(expect.arrayContaining([
    { code: '310000', kind: 'province', name: 'Shanghai' }, { code: 'MO', kind: 'sar', name: 'Macao' }, { code: 'FR', kind: 'country', name: 'France' },
  ]))
  expect((await listRegions('zh')).find(region => region.code === '310000')?.name).toBe('上海市')
})

it('resolves the seeded short link and one an organiser makes; refuses visitors and unknown hashes', async () => {
  const h = connect(server)
  expect(await resolveShortLink(SEED_SHORT_LINK)).toEqual({ hash: SEED_SHORT_LINK, target: `/meeting/activity/list?meeting_id=${SEED_IDS.meeting}` })

  await loginAs(h, ORGANIZER_PHONE)
  const made = await createShortLink('https://example.org/guide')
  expect(made.hash).toMatch(/^[0-9A-Za-z]{8}$/)
  expect(await resolveShortLink(made.hash)).toEqual(made)
  expect((await refusal(createShortLink('//evil.example'))).status).toBe(400)

  await loginAs(h)
  expect((await refusal(createShortLink('/me'))).status).toBe(403)
  expect((await refusal(resolveShortLink('Zz9Zz9Zz'))).status).toBe(404)
})
