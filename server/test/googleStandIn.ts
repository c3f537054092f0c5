/**
 * A local stand-in for Google's signing keys (https://www.googleapis.com/oauth2/v3/certs) on 127.0.0.1, for tests
 * without the network: a JWKS of RS256 keys made here with jose, which it rotates on demand (a new key with a new
 * `kid` replaces the published one, as Google does every few days), counting each fetch; and ID tokens signed as
 * Google Identity Services gives them (claims overridable, any key or kid for forgeries).
 */
import crypto from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose'

export interface SigningKey { kid: string; privateKey: CryptoKey; publicJwk: Record<string, unknown> }

export async function newSigningKey(): Promise<SigningKey> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true })
  const kid = crypto.randomBytes(20).toString('hex')
  return { kid, privateKey, publicJwk: { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' } }
}

export async function startGoogleStandIn(audience: string) {
  let published = [await newSigningKey()]
  let fetches = 0
  const server = http.createServer((request, response) => {
    if (request.url !== '/oauth2/v3/certs') { response.writeHead(404).end(); return }
    fetches += 1
    response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'public, max-age=20000' })
    response.end(JSON.stringify({ keys: published.map((key) => key.publicJwk) }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  return {
    jwksUrl: `http://127.0.0.1:${port}/oauth2/v3/certs`,
    /** How many times the JWKS was fetched. */
    fetches: () => fetches,
    /** The key Google signs with now. */
    current: () => published[0],
    /** A new key (new kid) replaces the published one; tokens of the old key no longer verify. */
    async rotate() { published = [await newSigningKey()]; return published[0] },
    /**
     * An ID token for a person (`sub`) as Google issues it: RS256 by the current key, an hour long, e-mail verified.
     * `claims` override or add claims (undefined removes one); `key` / `kid` sign with another key or name another kid.
     */
    async idToken(sub: string, claims: Record<string, unknown> = {}, signWith: { key?: SigningKey; kid?: string } = {}) {
      const key = signWith.key ?? published[0]
      const now = Math.floor(Date.now() / 1000)
      const payload: Record<string, unknown> = {
        iss: 'https://accounts.google.com', aud: audience, azp: audience, sub, email: `${sub}@gmail.test`, email_verified: true,
        name: 'Ada Lovelace', iat: now, exp: now + 3600, ...claims,
      }
      for (const name of Object.keys(payload)) if (payload[name] === undefined) delete payload[name]
      return new SignJWT(payload as JWTPayload).setProtectedHeader({ alg: 'RS256', kid: signWith.kid ?? key.kid, typ: 'JWT' }).sign(key.privateKey)
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export type GoogleStandIn = Awaited<ReturnType<typeof startGoogleStandIn>>
