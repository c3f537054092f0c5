/**
 * This platform as an OAuth 2.0 authorization server, in the built H5 site against the real server, in both viewports:
 * a partner sends the visitor to /oauth/chinaief (authorization code + PKCE S256); not signed in, the visitor signs in
 * and comes back to the consent, which names CHINAIEF and what it gets; "Allow" lands on the partner's registered
 * redirect URI (served here by a stand-in page) with code and state, and the partner's server exchanges the code with
 * its secret and verifier and reads the visitor's profile. The trip planner's request is denied (error=access_denied
 * and state), and a request with an unregistered redirect URI is shown on our page and never followed.
 */
import crypto from 'node:crypto'
import type { BrowserContext, Page } from 'playwright-core'
import { DEMO_ACCOUNTS } from '../../server/seed/ids'
import { OAUTH_CLIENTS } from '../../server/seed/oauth'
import { DEV_OAUTH_CLIENT_SECRET } from '../../server/modules/accounts/devDefaults'
import { signInOnPage } from './signIn'
import { screenshotPath, type ViewportName } from './browser'
import { setUpE2e } from './setUpE2e'

jest.setTimeout(240_000)

const { server, openContext } = setUpE2e()

const CHINAIEF_NAME = 'CHINAIEF China International Exhibitions'
const PLANNER_NAME = 'Expo Trip Planner'

async function visibleRoute(page: Page, name: string) {
  await page.locator(`.fu-route[data-route="${name}"]:visible`).last().waitFor({ timeout: 60_000 })
}


/** The partners' sites: a small page at each registered redirect URI; every address the browser asked for is kept. */
async function partnerSites(context: BrowserContext): Promise<string[]> {
  const visited: string[] = []
  const page = (title: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body><main><h1>${title}</h1><p>Signing you in…</p></main></body></html>`
  await context.route('https://www.chinaief.com/**', route => { visited.push(route.request().url()); return route.fulfill({ status: 200, contentType: 'text/html', body: page('CHINAIEF') }) })
  await context.route('https://planner.expotrip.cn/**', route => { visited.push(route.request().url()); return route.fulfill({ status: 200, contentType: 'text/html', body: page('Expo Trip Planner') }) })
  await context.route('https://evil.example/**', route => { visited.push(route.request().url()); return route.abort() })
  return visited
}

function pkce() {
  const verifier = crypto.randomBytes(32).toString('base64url')
  return { verifier, challenge: crypto.createHash('sha256').update(verifier).digest('base64url') }
}

const authorizeQuery = (params: Record<string, string>) => new URLSearchParams({ response_type: 'code', code_challenge_method: 'S256', ...params }).toString()

describe.each<ViewportName>(['mobile', 'desktop'])('OAuth consent, %s', viewport => {
  it('signs in, consents for CHINAIEF, returns with code and state; the partner exchanges the code and reads the profile', async () => {
    const context = await openContext(viewport)
    const visited = await partnerSites(context)
    const page = await context.newPage()
    const { verifier, challenge } = pkce()
    const state = `e2e-${viewport}-${crypto.randomBytes(4).toString('hex')}`
    const redirectUri = OAUTH_CLIENTS.chinaief.redirect_uri

    await page.goto(`${server().baseUrl}/#/oauth/chinaief?${authorizeQuery({ redirect_uri: redirectUri, scope: 'profile email phone', state, code_challenge: challenge })}`)
    await page.waitForURL(/#\/login\?redirect=/)
    await signInOnPage(page, server(), DEMO_ACCOUNTS.visitor.phone)

    await visibleRoute(page, 'oauthChinaief')
    await page.getByRole('heading', { name: CHINAIEF_NAME }).filter({ visible: true }).waitFor()
    await page.getByText('Your mobile number').filter({ visible: true }).waitFor()
    await page.getByText('You will then return to www.chinaief.com').filter({ visible: true }).waitFor()
    await page.screenshot({ path: screenshotPath(`oauth-consent-${viewport}`), fullPage: true })

    await page.getByRole('button', { name: 'Allow and continue' }).filter({ visible: true }).click()
    await page.waitForURL(url => url.toString().startsWith(redirectUri))
    const back = new URL(page.url())
    expect(`${back.origin}${back.pathname}`).toBe(redirectUri)
    expect(back.searchParams.get('state')).toBe(state)
    const code = back.searchParams.get('code')!
    expect(code).toBeTruthy()
    expect(visited).toHaveLength(1)

    // The partner's server: code + verifier + its secret → access token → the visitor's profile.
    const token = await fetch(`${server().apiUrl}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${Buffer.from(`chinaief:${DEV_OAUTH_CLIENT_SECRET}`).toString('base64')}` },
      body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: redirectUri, code_verifier: verifier }).toString(),
    })
    expect(token.status).toBe(200)
    const { access_token: accessToken } = await token.json() as { access_token: string }
    const me = await (await fetch(`${server().apiUrl}/oauth/userinfo`, { headers: { authorization: `Bearer ${accessToken}` } })).json() as Record<string, string>
    expect(me.name).toBe('Li Wei')
    expect(me.phone_number).toBe(`+86${DEMO_ACCOUNTS.visitor.phone}`)
    await context.close()
  })

  it('denies the trip planner (access_denied and state) and refuses an unregistered redirect URI on our own page', async () => {
    const context = await openContext(viewport)
    const visited = await partnerSites(context)
    const page = await context.newPage()
    const { challenge } = pkce()
    const planner = OAUTH_CLIENTS.planner

    await page.goto(`${server().baseUrl}/#/oauth/authorize?${authorizeQuery({ client_id: planner.client_id, redirect_uri: planner.redirect_uri, scope: 'profile email', state: 'deny-me', code_challenge: challenge })}`)
    await page.waitForURL(/#\/login\?redirect=/)
    await signInOnPage(page, server(), DEMO_ACCOUNTS.friend.phone)
    await visibleRoute(page, 'oauthAuthorize')
    await page.getByRole('heading', { name: PLANNER_NAME }).filter({ visible: true }).waitFor()
    await page.screenshot({ path: screenshotPath(`oauth-authorize-${viewport}`), fullPage: true })
    await page.getByRole('button', { name: 'Deny', exact: true }).filter({ visible: true }).click()
    await page.waitForURL(url => url.toString().startsWith(planner.redirect_uri))
    const denied = new URL(page.url())
    expect(denied.searchParams.get('error')).toBe('access_denied')
    expect(denied.searchParams.get('state')).toBe('deny-me')
    expect(denied.searchParams.has('code')).toBe(false)

    // Signed in now: a request whose redirect URI is not registered stays on our page, with its reason.
    await page.goto(`${server().baseUrl}/#/oauth/authorize?${authorizeQuery({ client_id: 'chinaief', redirect_uri: 'https://evil.example/cb', state: 'x', code_challenge: challenge })}`)
    await visibleRoute(page, 'oauthAuthorize')
    await page.getByRole('heading', { name: 'Cannot authorize: the return address is not the one registered for this application' }).filter({ visible: true }).waitFor()
    await page.screenshot({ path: screenshotPath(`oauth-invalid-${viewport}`), fullPage: true })
    expect(page.url()).toContain(server().baseUrl)
    expect(visited.some(url => url.startsWith('https://evil.example'))).toBe(false)
    await context.close()
  })
})
