/** Which SPEC §6/§7 rule applies to which path. Paths are /fu/api-relative, without the query. */

/** SPEC §6: Authorization goes on every call except these. */
const PUBLIC_PATHS = new Set(['/demand/meetings', '/meeting/blocks', '/navigation/categories', '/lives'])

export function sendsAuthorization(path: string, query?: Record<string, unknown>): boolean {
  // An unreleased layout (/preview's draft, `version`) is the organisers': the server must know who asks.
  if ((path === '/meeting/blocks' || path === '/navigation/categories') && query?.version !== undefined) return true
  return !PUBLIC_PATHS.has(path)
}

/** Any `/{x}/{id}/views`. */
const VIEWS = /^\/[^/]+\/[^/]+\/views$/
const USER_ID_FILLED = [VIEWS, /^\/meetings\/[^/]+\/credential$/, /^\/enterprises\/[^/]+\/invites$/, /^\/logs$/, /^\/search\/keyword$/]

/** SPEC §7: these POSTs get the device id as user_id when the body has none. */
export function fillsUserId(method: string, path: string): boolean {
  return method === 'POST' && USER_ID_FILLED.some(pattern => pattern.test(path))
}

/** SPEC §7: POSTs to views and /tickets carry the session's registration source. */
export function addsSourceId(method: string, path: string): boolean {
  return method === 'POST' && (VIEWS.test(path) || path === '/tickets')
}

/** SPEC §7: identical GETs to /demand/meetings within 5 s share one promise. */
export const SHARED_GET_MS = 5000

export function sharesPromise(method: string, path: string): boolean {
  return method === 'GET' && path === '/demand/meetings'
}

/** A meeting is its own meeting: single GETs here put the item's _id in the page's meeting_id. */
export const MEETINGS_PATH = '/demand/meetings'
export const EMAIL_CODE_PATH = '/mails/code/v2'
export const WECHAT_LOGIN_PATH = '/tokens/wechat'
