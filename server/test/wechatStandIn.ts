/**
 * A local stand-in for WeChat's server APIs (https://api.weixin.qq.com) on 127.0.0.1, for tests without the network.
 * It speaks WeChat's protocol as documented, independently of the server's providers/wechat/client.ts: `{ errcode, errmsg }`
 * answers with HTTP 200, single-use login codes (40029 unknown, 40163 used), access tokens that expire and can be
 * revoked (40001), the rate limit (45011) on demand, and it counts every call so tests can see how often the server
 * asked (one access_token fetch for many concurrent callers).
 */
import crypto from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

export interface StandInApp { appId: string; secret: string }

export interface WechatRecorded { method: string; path: string; query: Record<string, string>; json?: Record<string, any> } // eslint-disable-line @typescript-eslint/no-explicit-any

interface LoginCode { appId: string; openid: string; unionid?: string; used: boolean; nickname?: string; headimgurl?: string }
interface IssuedToken { appId: string; expiresAt: number; revoked: boolean }

export async function startWechatStandIn(apps: StandInApp[]) {
  const requests: WechatRecorded[] = []
  const codes = new Map<string, LoginCode>()
  const phoneCodes = new Map<string, { phone: string; used: boolean }>()
  const tokens = new Map<string, IssuedToken>()
  /** The web OAuth access_tokens (sns/oauth2/access_token) and the person each is for (sns/userinfo). */
  const oauthTokens = new Map<string, LoginCode & { nickname?: string; headimgurl?: string }>()
  const rateLimited = new Set<string>()
  const sent: Record<string, unknown>[] = []
  const risky = new Set<string>()
  let tokenLifetime = 7200
  let tokenDelayMs = 0

  const secretOf = (appId: string) => apps.find((a) => a.appId === appId)?.secret
  const err = (errcode: number, errmsg: string) => ({ errcode, errmsg: `${errmsg} rid: ${crypto.randomBytes(4).toString('hex')}` })

  function newToken(appId: string) {
    const value = `AT_${crypto.randomBytes(24).toString('base64url')}`
    tokens.set(value, { appId, expiresAt: Date.now() + tokenLifetime * 1000, revoked: false })
    return { access_token: value, expires_in: tokenLifetime }
  }

  /** The access_token of a call: 41001 missing, 40001 unknown or revoked, 42001 expired. */
  function tokenProblem(query: Record<string, string>) {
    const token = query.access_token
    if (!token) return err(41001, 'access_token missing')
    const issued = tokens.get(token)
    if (!issued || issued.revoked) return err(40001, 'invalid credential, access_token is invalid or not latest')
    if (issued.expiresAt <= Date.now()) return err(42001, 'access_token expired')
    return undefined
  }

  function appOfToken(query: Record<string, string>) {
    return tokens.get(query.access_token)?.appId
  }

  async function route(method: string, path: string, query: Record<string, string>, json: Record<string, any> | undefined): Promise<unknown> { // eslint-disable-line @typescript-eslint/no-explicit-any
    if (rateLimited.has(path)) {
      rateLimited.delete(path)
      return err(45011, 'api minute-quota reach limit')
    }
    switch (`${method} ${path}`) {
      case 'POST /cgi-bin/stable_token': {
        if (json?.grant_type !== 'client_credential') return err(40002, 'invalid grant_type')
        if (!json.appid || secretOf(json.appid) !== json.secret) return err(40125, 'invalid appsecret')
        if (tokenDelayMs) await new Promise((r) => setTimeout(r, tokenDelayMs))
        return newToken(json.appid)
      }
      case 'GET /cgi-bin/token': {
        if (query.grant_type !== 'client_credential') return err(40002, 'invalid grant_type')
        if (secretOf(query.appid) !== query.secret) return err(40125, 'invalid appsecret')
        if (tokenDelayMs) await new Promise((r) => setTimeout(r, tokenDelayMs))
        return newToken(query.appid)
      }
      case 'GET /sns/jscode2session':
      case 'GET /sns/oauth2/access_token': {
        if (secretOf(query.appid) !== query.secret) return err(40125, 'invalid appsecret')
        if (query.grant_type !== 'authorization_code') return err(40002, 'invalid grant_type')
        const value = path === '/sns/jscode2session' ? query.js_code : query.code
        const code = codes.get(value)
        if (!code || code.appId !== query.appid) return err(40029, 'invalid code')
        if (code.used) return err(40163, 'code been used')
        code.used = true
        if (path === '/sns/jscode2session') return { openid: code.openid, session_key: crypto.randomBytes(16).toString('base64'), ...(code.unionid ? { unionid: code.unionid } : {}) }
        const oauthToken = `OAUTH_${crypto.randomBytes(8).toString('hex')}`
        oauthTokens.set(oauthToken, code)
        return { access_token: oauthToken, expires_in: 7200, refresh_token: 'r', openid: code.openid, scope: 'snsapi_userinfo', ...(code.unionid ? { unionid: code.unionid } : {}) }
      }
      case 'GET /sns/userinfo': {
        const person = oauthTokens.get(query.access_token)
        if (!person) return err(40001, 'invalid credential, access_token is invalid or not latest')
        if (person.openid !== query.openid) return err(40003, 'invalid openid')
        return { openid: person.openid, nickname: person.nickname ?? '', sex: 0, province: '', city: '', country: '', headimgurl: person.headimgurl ?? '', privilege: [], ...(person.unionid ? { unionid: person.unionid } : {}) }
      }
      case 'GET /cgi-bin/ticket/getticket': {
        const problem = tokenProblem(query)
        if (problem) return problem
        if (query.type !== 'jsapi' && query.type !== 'wx_card') return err(40097, 'invalid args')
        return { errcode: 0, errmsg: 'ok', ticket: `${query.type}-${crypto.randomBytes(12).toString('hex')}`, expires_in: 7200 }
      }
      case 'POST /wxa/business/getuserphonenumber': {
        const problem = tokenProblem(query)
        if (problem) return problem
        const phone = phoneCodes.get(json?.code)
        if (!phone || phone.used) return err(40029, 'invalid code')
        phone.used = true
        return { errcode: 0, errmsg: 'ok', phone_info: { phoneNumber: phone.phone, purePhoneNumber: phone.phone, countryCode: '86', watermark: { timestamp: Math.floor(Date.now() / 1000), appid: appOfToken(query) } } }
      }
      case 'POST /wxa/generatescheme': {
        const problem = tokenProblem(query)
        if (problem) return problem
        if (!json?.jump_wxa?.path) return err(40165, 'invalid weapp pagepath')
        return { errcode: 0, errmsg: 'ok', openlink: `weixin://dl/business/?t=${crypto.randomBytes(6).toString('hex')}` }
      }
      case 'POST /cgi-bin/message/subscribe/send': {
        const problem = tokenProblem(query)
        if (problem) return problem
        if (!json?.touser || !json.template_id) return err(47003, 'argument invalid')
        sent.push(json)
        return { errcode: 0, errmsg: 'ok' }
      }
      case 'POST /wxa/msg_sec_check': {
        const problem = tokenProblem(query)
        if (problem) return problem
        if (json?.version !== 2 || !json.openid || !json.scene) return err(40003, 'invalid openid or args')
        const bad = [...risky].some((word) => String(json.content).includes(word))
        return { errcode: 0, errmsg: 'ok', result: bad ? { suggest: 'risky', label: 20001 } : { suggest: 'pass', label: 100 }, detail: [], trace_id: crypto.randomUUID() }
      }
      default:
        return err(48001, `api unauthorized (${path})`)
    }
  }

  const server = http.createServer((req, res) => {
    let body = ''
    req.setEncoding('utf8')
    req.on('data', (chunk) => { body += chunk })
    req.on('end', () => {
      const url = new URL(req.url!, 'http://stand-in')
      const query = Object.fromEntries(url.searchParams)
      let json: Record<string, any> | undefined // eslint-disable-line @typescript-eslint/no-explicit-any
      try { json = body ? JSON.parse(body) : undefined } catch { json = undefined }
      requests.push({ method: req.method!, path: url.pathname, query, json })
      void route(req.method!, url.pathname, query, json).then((answer) => {
        res.writeHead(200, { 'content-type': 'application/json' })
        res.end(JSON.stringify(answer))
      })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    /** Subscribe messages WeChat accepted. */
    sent,
    /** A wx.login / OAuth code WeChat would give this person in this app (single use). */
    loginCode(appId: string, person: { openid: string; unionid?: string; nickname?: string; headimgurl?: string }): string {
      const code = `0${crypto.randomBytes(15).toString('hex')}`
      codes.set(code, { appId, ...person, used: false })
      return code
    },
    /** The phone-number button's code for this number (single use). */
    phoneCode(phone: string): string {
      const code = `p${crypto.randomBytes(15).toString('hex')}`
      phoneCodes.set(code, { phone, used: false })
      return code
    },
    /** The access_tokens issued so far become invalid (WeChat answers 40001), as when another party refreshed. */
    revokeTokens(): void { for (const token of tokens.values()) token.revoked = true },
    /** The next call to `path` is refused with 45011. */
    rateLimitNext(path: string): void { rateLimited.add(path) },
    /** Texts containing `word` are risky for msg_sec_check. */
    markRisky(word: string): void { risky.add(word) },
    /** Lifetime (s) of the next access tokens, and how long each token request takes (ms). */
    setTokenLifetime(seconds: number): void { tokenLifetime = seconds },
    setTokenDelay(ms: number): void { tokenDelayMs = ms },
    calls(path: string): number { return requests.filter((r) => r.path === path).length },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export type WechatStandIn = Awaited<ReturnType<typeof startWechatStandIn>>
