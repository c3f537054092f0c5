/**
 * Static data (SPEC §7 "Static"): the mini-program's web-view domains, region names in English or Chinese, and short
 * links (organisers create them for our routes or http(s) addresses; anyone resolves a hash).
 */
import { startTestServer, type TestServer } from '../../test/support/server'
import { SEED_IDS, SEED_SHORT_LINK } from '../seed/ids'
import { client, login } from './helpers'

let server: TestServer
let api: ReturnType<typeof client>
beforeAll(async () => {
  server = await startTestServer({ env: { FU_WEBVIEW_DOMAINS: 'https://Docs.Example.org/help, cdn.example.net', FU_LINK_HOSTS: 'example.org, Partner.Example.net' } })
  api = client(server)
}, 120_000)
afterAll(() => server?.stop())

const organizer = () => login(server, '13800000005')

test('web-view domains: the host the H5 site is served from, FU_WEBVIEW_DOMAINS and meetings\' custom domains, without a token', async () => {
  const res = await api.get('/static/webview-domains')
  expect(res.status).toBe(200)
  const domains: string[] = res.body.results
  expect(domains).toEqual(expect.arrayContaining([new URL(server.apiUrl).hostname, 'docs.example.org', 'cdn.example.net', 'expo.demo.test']))
  expect(new Set(domains).size).toBe(domains.length)
  expect((await api.get('/static/webview-domains?extra=1')).status).toBe(400)
})

test('regions: provinces, Hong Kong, Macao, Taiwan and countries, in English by default and in Chinese on request', async () => {
  const english = await api.get('/static/regions')
  expect(english.status).toBe(200)
  const byCode = new Map(english.body.results.map((r: { code: string }) => [r.code, r]))
  expect(byCode.get('440000')).toEqual({ code: '440000', kind: 'province', name: 'Guangdong' })
  expect(byCode.get('HK')).toEqual({ code: 'HK', kind: 'sar', name: 'Hong Kong' })
  expect(byCode.get('MO')).toMatchObject({ name: 'Macao' })
  expect(byCode.get('TW')).toMatchObject({ name: 'Taiwan' })
  expect(byCode.get('JP')).toEqual({ code: 'JP', kind: 'country', name: 'Japan' })
  expect(english.body.total).toBe(english.body.results.length)
  expect(english.body.results.filter((r: { kind: string }) => r.kind === 'province')).toHaveLength(31)

  const chinese = await api.get('/static/regions?language=zh')
  expect(chinese.body.results.find((r: { code: string }) => r.code === '440000').name).toBe('广东省')
  expect(chinese.body.results.map((r: { code: string }) => r.code)).toEqual(english.body.results.map((r: { code: string }) => r.code))
  expect((await api.get('/static/regions?language=fr')).status).toBe(400)
})

test('the seeded short link leads to the demo meeting\'s activity list, for anyone', async () => {
  const res = await api.get(`/short-links/${SEED_SHORT_LINK}`)
  expect(res.status).toBe(200)
  expect(res.body.results).toEqual({ hash: SEED_SHORT_LINK, target: `/meeting/activity/list?meeting_id=${SEED_IDS.meeting}` })
})

test('an organiser makes short links to our routes and http(s) addresses; each resolves to its target', async () => {
  const { api: asOrganizer } = await organizer()
  const route = await asOrganizer.post('/short-links', { target: '/news/detail?_id=1' })
  expect(route.status).toBe(201)
  expect(route.body.results.hash).toMatch(/^[0-9A-Za-z]{8}$/)
  const web = await asOrganizer.post('/short-links', { target: 'https://example.org/a?b=1' })
  expect(web.status).toBe(201)
  expect(web.body.results.hash).not.toBe(route.body.results.hash)

  expect((await api.get(`/short-links/${route.body.results.hash}`)).body.results).toEqual({ hash: route.body.results.hash, target: '/news/detail?_id=1' })
  expect((await api.get(`/short-links/${web.body.results.hash}`)).body.results.target).toBe('https://example.org/a?b=1')
})

test('short links refuse other targets, unknown fields, visitors and guests; unknown hashes are 404', async () => {
  const { api: asOrganizer } = await organizer()
  for (const target of ['//evil.example/x', 'javascript:alert(1)', '/%2F%2Fevil.example', 'ftp://example.org', 'https://', '']) {
    expect({ target, status: (await asOrganizer.post('/short-links', { target })).status }).toEqual({ target, status: 400 })
  }
  expect((await asOrganizer.post('/short-links', { target: '/me', extra: 1 })).status).toBe(400)

  const { api: asVisitor } = await login(server, '13800000001')
  expect((await asVisitor.post('/short-links', { target: '/me' })).status).toBe(403)
  expect((await api.post('/short-links', { target: '/me' })).status).toBe(401)

  expect((await api.get('/short-links/Zz9Zz9Zz')).status).toBe(404)
  expect((await api.get('/short-links/short')).status).toBe(400)
})

test('short links leave only for our own hosts and FU_LINK_HOSTS, never through user@host (issue 26 F6)', async () => {
  const { api: asOrganizer } = await organizer()
  const own = `http://${new URL(server.apiUrl).host}/meeting/home`
  for (const target of [own, 'https://expo.demo.test/meeting/news', 'https://partner.example.net/x', 'HTTPS://docs.example.org/guide']) {
    expect({ target, status: (await asOrganizer.post('/short-links', { target })).status }).toEqual({ target, status: 201 })
  }
  const refused = async (target: string) => {
    const res = await asOrganizer.post('/short-links', { target })
    return { target, status: res.status, code: res.body.code, reason: res.body.data?.reason }
  }
  for (const target of ['https://good.example@evil.example', 'https://example.org@evil.example/', 'https://user:pw@example.org/', 'http://example.org%40evil.example/']) {
    expect(await refused(target)).toEqual({ target, status: 400, code: 4190, reason: 'userinfo' })
  }
  for (const target of ['https://evil.example/', 'https://example.org.evil.example/', 'https://notexample.org/', 'http://127.0.0.2/']) {
    expect(await refused(target)).toEqual({ target, status: 400, code: 4190, reason: 'host' })
  }
  for (const target of ['data:text/html,hi', 'ftp://example.org/', 'javascript:alert(1)', '//example.org/x']) {
    expect(await refused(target)).toMatchObject({ target, status: 400, code: 4190 })
  }
  const evil = await asOrganizer.post('/short-links', { target: 'https://good.example@evil.example' })
  expect(evil.body.message).toMatch(/user name|user info|@/)
  const outside = await asOrganizer.post('/short-links', { target: 'https://evil.example/' })
  expect(outside.body.message).toMatch(/evil\.example.*FU_LINK_HOSTS/)
})

test('the site icon: every resource src/index.html links answers 200, and so does /favicon.ico (no 404 in the console)', async () => {
  const fs = await import('node:fs')
  const path = await import('node:path')
  const html = fs.readFileSync(path.join(__dirname, '..', '..', 'src', 'index.html'), 'utf8')
  const linked = [...html.matchAll(/<(?:link|script|img)\b[^>]*\b(?:href|src)="(\/[^"]+)"/g)].map((m) => m[1])
  expect(linked).toContain('/fu/static/favicon.svg')
  for (const href of [...linked, '/favicon.ico']) {
    const res = await fetch(`${server.baseUrl}${href}`)
    expect({ href, status: res.status }).toEqual({ href, status: 200 })
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/)
  }
})
