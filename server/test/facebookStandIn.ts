/**
 * A local stand-in for Facebook's Graph API on 127.0.0.1, for tests without the network: `debug_token` (asked with the
 * app access token `<app id>|<secret>`) and `/me?fields=id,name,email` (with appsecret_proof), as Facebook answers
 * them, for the user access tokens a test issues here: ours, another app's, expired, revoked, without e-mail.
 */
import crypto from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

interface IssuedToken { appId: string; userId: string; expiresAt: number; valid: boolean; name?: string; email?: string }

export async function startFacebookStandIn(app: { appId: string; appSecret: string }) {
  const tokens = new Map<string, IssuedToken>()
  const calls: string[] = []
  const send = (response: http.ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
  }
  const oauthError = (message: string, subcode?: number) => ({ error: { message, type: 'OAuthException', code: 190, ...(subcode ? { error_subcode: subcode } : {}) } })

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    const path = url.pathname.replace(/^\/v\d+\.\d+/, '')
    const query = Object.fromEntries(url.searchParams)
    calls.push(path)
    if (path === '/debug_token') {
      if (query.access_token !== `${app.appId}|${app.appSecret}`) return send(response, 400, oauthError('Invalid OAuth access token - Cannot parse access token'))
      const token = tokens.get(query.input_token ?? '')
      if (!token) return send(response, 200, { data: { is_valid: false, error: { code: 190, message: 'Invalid OAuth access token.' }, scopes: [] } })
      const now = Math.floor(Date.now() / 1000)
      const expired = token.expiresAt <= now
      return send(response, 200, {
        data: {
          app_id: token.appId, type: 'USER', application: 'Expo', expires_at: token.expiresAt, data_access_expires_at: now + 7_776_000,
          is_valid: token.valid && !expired, scopes: ['email', 'public_profile'], user_id: token.userId,
          ...(expired ? { error: { code: 190, subcode: 463, message: 'Error validating access token: Session has expired.' } } : {}),
        },
      })
    }
    if (path === '/me') {
      const token = tokens.get(query.access_token ?? '')
      if (!token || !token.valid || token.expiresAt <= Date.now() / 1000) return send(response, 400, oauthError('Error validating access token'))
      const proof = crypto.createHmac('sha256', app.appSecret).update(query.access_token!).digest('hex')
      if (query.appsecret_proof !== proof) return send(response, 400, oauthError('Invalid appsecret_proof provided in the API argument'))
      const fields = (query.fields ?? 'id,name').split(',')
      const profile: Record<string, string | undefined> = { id: token.userId, name: token.name, email: token.email }
      return send(response, 200, Object.fromEntries(fields.filter((field) => profile[field] !== undefined).map((field) => [field, profile[field]])))
    }
    send(response, 404, { error: { message: 'Unknown path components', code: 2500 } })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  return {
    graphUrl: `http://127.0.0.1:${port}`,
    /** The Graph paths asked, in order (without the version). */
    calls: () => [...calls],
    /**
     * A user access token as Facebook Login gives it: for our app, an hour long, with a name and e-mail address;
     * `options` make it another app's, expired, revoked (`valid: false`) or without e-mail.
     */
    userToken(userId: string, options: Partial<Omit<IssuedToken, 'userId'>> = {}) {
      const token = `EAAG${crypto.randomBytes(24).toString('base64url')}`
      tokens.set(token, { appId: app.appId, userId, expiresAt: Math.floor(Date.now() / 1000) + 3600, valid: true, name: 'Grace Hopper', email: `${userId}@facebook.test`, ...options })
      return token
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export type FacebookStandIn = Awaited<ReturnType<typeof startFacebookStandIn>>
