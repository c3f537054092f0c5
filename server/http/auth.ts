/**
 * Bearer tokens. Every route needs one unless its config says `auth: 'public'` (SPEC §6: /demand/meetings,
 * /meeting/blocks, /navigation/categories, /lives, plus the login calls). A bad or expired token → HTTP 403, code 403.
 */
import crypto from 'node:crypto'
import { and, eq, gt, sql } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import type { Db, Tx } from '../db/client'
import { sessions, users } from '../db/schema'
import { ApiError, ErrorCode } from './errors'
import { nowSeconds } from '../lib/ids'
import type { PublicCache } from './publicCache'

export const SESSION_TTL_SECONDS = 30 * 24 * 3600

export interface AuthUser {
  _id: string
  roles: string[]
  special_identity: number
  phone: string | null
  email: string | null
  /** The person has a display name (modules/accounts/users.ts adoptRegistrationName writes one only when not). */
  named: boolean
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * 'public': no token needed (one that is sent is still read). 'guest': no token needed, but a token that is sent
     * must be valid (403 otherwise); the route decides what a guest may see (modules/meetings/access.ts). Default: a valid token.
     */
    auth?: 'public' | 'guest' | 'required'
  }
  interface FastifyRequest {
    user?: AuthUser
  }
}

export const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex')

export async function issueToken(db: Tx, userId: string, deviceId?: string, clientId?: string): Promise<string> {
  const token = crypto.randomBytes(32).toString('hex')
  await db.insert(sessions).values({
    token_hash: hashToken(token),
    user_id: userId,
    device_id: deviceId?.slice(0, 128) ?? null,
    client_id: clientId?.slice(0, 128) ?? null,
    expires: nowSeconds() + SESSION_TTL_SECONDS,
  })
  return token
}

/** Sign-out (issue 26 F4): the calling session ends; the token is refused (403) from the next request on. */
export async function endSession(db: Db, userId: string, token: string): Promise<number> {
  const ended = await db.delete(sessions).where(and(eq(sessions.token_hash, hashToken(token)), eq(sessions.user_id, userId))).returning({ id: sessions.token_hash })
  return ended.length
}

/** "Sign out everywhere": every session of the person ends, on every device, the caller's included. */
export async function endAllSessions(db: Db, userId: string): Promise<number> {
  const ended = await db.delete(sessions).where(eq(sessions.user_id, userId)).returning({ id: sessions.token_hash })
  return ended.length
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization
  if (!header) return undefined
  const match = /^Bearer\s+(\S+)$/i.exec(header)
  return match ? match[1] : header.trim() || undefined
}

const tokenInvalid = () => new ApiError(403, ErrorCode.TokenInvalid, 'token.invalid: login invalid or expired')

export function authHook(db: Db) {
  return async (request: FastifyRequest): Promise<void> => {
    const mode = request.routeOptions.config?.auth ?? 'required'
    const token = bearerToken(request)
    if (!token) {
      if (mode === 'public' || mode === 'guest') return
      throw new ApiError(401, ErrorCode.LoginRequired, 'login required: send Authorization: Bearer <token>')
    }
    if (token.length > 256) throw tokenInvalid()
    const hash = hashToken(token)
    const load = async () => (await db
      .select({
        _id: users._id, roles: users.roles, special_identity: users.special_identity, phone: users.phone, email: users.email,
        named: sql<boolean>`coalesce(${users.doc} ->> 'username', '') <> ''`, expires: sessions.expires,
      })
      .from(sessions)
      .innerJoin(users, eq(users._id, sessions.user_id))
      .where(and(eq(sessions.token_hash, hash), gt(sessions.expires, nowSeconds()), eq(users.deleted, 0)))
      .limit(1))[0]
    // From memory while no session or user changed (http/publicCache.ts); the expiry is checked on every request.
    const cache = (request.server as { publicCache?: PublicCache } | undefined)?.publicCache
    const row = cache ? await cache.authMemo(hash, load) : await load()
    if (row && row.expires > nowSeconds()) {
      const { expires: _expires, ...user } = row
      request.user = { ...user, roles: [...user.roles] }
    } else if (mode !== 'public') throw tokenInvalid()
  }
}

export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new ApiError(401, ErrorCode.LoginRequired, 'login required')
  return request.user
}

export function requireRole(request: FastifyRequest, ...roles: string[]): AuthUser {
  const user = requireUser(request)
  if (!roles.some((r) => user.roles.includes(r))) throw new ApiError(403, ErrorCode.NoPermission, `no permission: needs role ${roles.join(' or ')}`)
  return user
}
