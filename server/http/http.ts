/** The types every route module shares (the app, its context of database and providers) and the `{ results, total }` answer. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Db } from '../db/client'
import type { PaymentChannel } from '../modules/orders/payment'
import type { WechatProvider } from '../providers/wechat/provider'
import type { StorageConfig } from '../providers/storage/storage'
import type { GoogleSignIn } from '../providers/google/provider'
import type { FacebookSignIn } from '../providers/facebook/provider'

export type App = FastifyInstance<any, any, any, any, ZodTypeProvider> // eslint-disable-line @typescript-eslint/no-explicit-any

/** What every route module gets besides the Fastify instance. */
export interface Context {
  db: Db
  dev: boolean
  /** Secret of the signed phone login (POST /tokens/phone/v2). */
  signSecret: string
  payments: Record<string, PaymentChannel>
  /** WeChat's server APIs: the real client (FU_WECHAT_*), the development stand-in, or none (503). */
  wechat?: WechatProvider
  /** Google sign-in: real ID tokens (FU_GOOGLE_CLIENT_IDS), the development stand-in, or none (503). */
  google?: GoogleSignIn
  /** Facebook sign-in: the Graph API (FU_FACEBOOK_APP_ID / _SECRET), the development stand-in, or none (503). */
  facebook?: FacebookSignIn
  /** Where uploaded images go: the database (development default) or object storage (providers/storage/storage.ts). */
  storage: StorageConfig
}

/** 2xx body: `{ results, total? }` (the client unwraps `results`). */
export function ok<T>(results: T, total?: number): { results: T; total?: number } {
  return total === undefined ? { results } : { results, total }
}

export type Req = FastifyRequest
export type Reply = FastifyReply
