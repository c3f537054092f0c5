/**
 * Request and response shapes of /fu/api calls that are not plain entities (SPEC §7): the contract between
 * src/api and server/routes. Where the reference server implements a call, these follow its schema;
 * where it does not yet, they follow SPEC §7's names and are marked "not on the reference server yet".
 */
import type { FormAnswer, LanguageCode, ObjectId, Order, Ticket, TokenResponse } from './entities'

// ---- Login and codes (server/routes/login.ts) ----

export interface PhoneCodeRequest { phone: string; area_code?: string; language?: LanguageCode; scene?: string }
export interface EmailCodeRequest { email: string; language?: LanguageCode; scene?: string }
export interface CodeSent { sent: 1 }
export interface CodeValid { valid: 1 }
export interface PhoneLoginRequest { phone: string; area_code?: string; code: string }
export interface EmailLoginRequest { email: string; code: string }
/** Signed login from trusted partners: sign = hex(HMAC-SHA256(secret, `${phone}.${timestamp}`)). */
export interface SignedPhoneLoginRequest { phone: string; area_code?: string; timestamp: number; sign: string }
/** `code` is the WeChat login code; phone + verify_code bind a phone when the server answered 4260. */
export interface WechatLoginRequest { code: string; app_id?: string; phone?: string; area_code?: string; verify_code?: string }
/** SPEC §8: WeChat login answers 4260 when the WeChat account has no phone yet; the caller gets this body. */
export interface WechatBindingRequired { code: 4260; message: string; data?: { provider?: string } }
export type WechatLoginResult = TokenResponse | WechatBindingRequired
export interface SocialLoginRequest { access_token?: string; id_token?: string; email?: string }
/** POST /tokens/qiniu (not on the reference server yet): an upload token for image storage. */
export interface UploadTokenRequest { key: string; bucket: string }
export interface UploadTokenResponse { uptoken: string }

// ---- Registration (server/routes/tickets.ts, checkout.ts) ----

export interface Attendee { name?: string; phone?: string; area_code?: string; email?: string; id_number?: string; job?: string; answers?: FormAnswer[] }
export interface GroupInfo { name: string; contact_name: string; contact_phone: string; contact_email?: string }

export interface TicketRequest extends Attendee {
  activity_id: ObjectId
  source_id?: ObjectId
  price_id?: ObjectId
  /** The price the client showed, in cents: a different current price → 4340. */
  amount?: number
  number?: 1
  members?: Attendee[]
  group?: GroupInfo
  user_id?: string
}

export interface TicketUpdate { name?: string; phone?: string; email?: string; id_number?: string; job?: string; answers?: FormAnswer[] }

export interface CheckoutRequest extends Omit<TicketRequest, 'price_id' | 'number'> {
  price_id: ObjectId
  quantity?: number
  coupon_code?: string
}

export interface PaidOrder { order: Order; tickets: Ticket[] }

export interface Count { total: number }

// ---- Views and logs (SPEC §7: user_id and source_id completed by src/api/http.ts) ----

export interface ViewRequest { user_id?: string; source_id?: ObjectId }

// ---- Match service (JSON, its own short-lived bearer token) ----

/** POST /tokens/match on /fu/api (not on the reference server yet): a signed token for the match service, one-hour expiry. */
export interface MatchToken { token: string; /** Unix seconds. */ expires: number }
export interface MatchCompaniesRequest {
  query_type: 'suppliers' | 'clients'
  limit?: number
  client_ids?: ObjectId[]
  meeting_id: ObjectId
  exclude_id?: ObjectId
}
export interface MatchCompany { _id: ObjectId; meeting_id?: ObjectId; user_id?: ObjectId; title?: string; logo?: string; score?: number }
export interface MatchQueryRequest { question: string; limit?: number; /** 8-character session id the answer streams under. */ sid: string }
