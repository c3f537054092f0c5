/** Meeting content (SPEC §7 "Other"): demands, agendas, news, votes and lives. */
import type { Agenda, Demand, Live, News, ObjectId, Vote, VotePlayer } from '@fu-types/entities'
import type { Count, DemandComment, DemandExtras, DemandRequest, DemandsQuery, LiveChatMessage, VoteAnswer, VoteAnswerAdded, VoteStatus } from '@fu-types/api'
import { request, requestEnvelope, type Query } from './http'

/** A demand as GET /demands gives it: counts, my like and comment, and the poster's contact when I may see it (SPEC §6). */
export type DemandDoc = Demand & DemandExtras
/** The demand board, one page of it (`mine: 1` for my own posts, `keyword` for the search). */
export const listDemandDocs = (query: DemandsQuery) => requestEnvelope<DemandDoc[]>('/demands', { query: { ...query } })
/** One demand by id, or null; a deleted one sends the visitor to /204 in the http layer (SPEC §4). */
export const fetchDemand = (demandId: ObjectId): Promise<DemandDoc | null> =>
  requestEnvelope<DemandDoc[]>('/demands', { query: { _id: demandId } }).then(envelope => envelope.results?.[0] ?? null)
/** Fails with 4116 (not registered), 4300 + data.category (sensitive), 4290 (too frequent), 4220 (a rule of SPEC §5). */
export const postDemand = (body: DemandRequest) => request<DemandDoc>('/demands', { method: 'POST', body: { ...body } })
/** Only the poster closes an open demand (open → closed). */
export const closeDemand = (demandId: ObjectId) => request<DemandDoc>(`/demands/${demandId}/close`, { method: 'POST' })
export const listDemandComments = (demandId: ObjectId, query: { limit?: number; skip?: number } = {}) =>
  requestEnvelope<DemandComment[]>(`/demands/${demandId}/comments`, { query })
/** One comment per person (4302); a closed demand takes none. */
export const commentDemand = (demandId: ObjectId, content: string) =>
  request<DemandComment>(`/demands/${demandId}/comments`, { method: 'POST', body: { content } })
export interface DemandLikeState { demand_id: ObjectId; liked: 0 | 1; like_total: number }
/** Like / unlike: idempotent, each answers the demand's new count. */
export const likeDemand = (demandId: ObjectId) => request<DemandLikeState>(`/demands/${demandId}/likes`, { method: 'POST' })
export const unlikeDemand = (demandId: ObjectId) => request<DemandLikeState>(`/demands/${demandId}/likes`, { method: 'DELETE' })
/** The demands I liked (the /demand/like screen). */
export const listLikedDemands = (query: { meeting_id?: ObjectId; limit?: number; skip?: number }) =>
  requestEnvelope<DemandDoc[]>('/demand/likes', { query })

/** with_lives=1 keeps only lives with enable_show=1 (server side). */
export const listAgendas = (query: Query) => requestEnvelope<Agenda[]>('/meeting/agendas', { query })
/** The whole programme of a query, page by page: the schedule groups every session by day. */
export async function listAllAgendas(query: Query, pageSize = 100): Promise<Agenda[]> {
  const all: Agenda[] = []
  for (;;) {
    const page = await listAgendas({ ...query, limit: pageSize, skip: all.length })
    const items = page.results ?? []
    all.push(...items)
    if (!items.length || all.length >= (page.total ?? all.length)) return all
  }
}

export const listNews = (query: Query) => requestEnvelope<News[]>('/news', { query })

/** The vote itself (not a list): `ended`, the total `count`, and for a signed-in caller `used_total` / `used_today`. */
export const fetchVote = (voteId: ObjectId) => request<Vote & VoteStatus>('/vote/get', { query: { vote_id: voteId } })
export const fetchVotePlayer = (playerId: ObjectId) => request<VotePlayer>('/vote/player/get', { query: { player_id: playerId } })
/** A vote's candidates, by weight or by votes (`sort: 'count'`), with the total. */
export const listVotePlayers = (voteId: ObjectId, query: { sort?: 'weight' | 'count'; limit?: number; skip?: number } = {}) =>
  requestEnvelope<VotePlayer[]>('/vote/player/get', { query: { vote_id: voteId, ...query } })
/** My answers (`today: 1` keeps today's). */
export const listVoteAnswers = (query: Query) => request<VoteAnswer[]>('/vote/answer/list', { query })
/** Fails with 12000 / 12001 / 12003 (ApiError, `data.limit`) when votes are used up or the vote ended (SPEC §8). */
export const castVote = (voteId: ObjectId, playerId: ObjectId) => request<VoteAnswerAdded>('/vote/answer/add', { method: 'POST', body: { vote_id: voteId, player_id: playerId } })
/** Takes an answer back (gives the vote back); `_id` is the answer's. */
export const withdrawVote = (query: { _id: ObjectId } | { answer_id: ObjectId }) => request<{ _id: ObjectId; deleted: 1 }>('/vote/answer/delete', { method: 'DELETE', query })

/** GET /lives is public (no Authorization, SPEC §6). */
export const listLives = (query: Query) => requestEnvelope<Live[]>('/lives', { query })
/** GET /lives/{id}/permission: why not (`reason`), and the stream addresses when allowed. */
export interface LivePermission {
  permission: 0 | 1
  allowed?: 0 | 1
  reason?: 'login' | 'registration' | 'payment'
  /** Private: the activities whose approved ticket gives access. */
  activities?: ObjectId[]
  /** Paid: the price in cents. */
  price?: number
  hls_url?: string
  replay_url?: string
}
export const livePermission = (liveId: ObjectId) => request<LivePermission>(`/lives/${liveId}/permission`)
export const liveSubtitles = (query: Query, options: { background?: boolean } = {}) => request<unknown[]>('/subtitles', { query, ...options })
/** GET /lives/{id}/minutes: 'none' (not ended or nothing said), 'pending' (being written) or 'ready' with the minutes. */
export interface LiveMinutes {
  live_id: ObjectId
  status: 'none' | 'pending' | 'ready'
  source?: 'llm' | 'extractive'
  language?: string
  summary?: string
  key_points?: string[]
  decisions?: string[]
  qa?: { q: string; a: string }[]
}
export const liveMinutes = (liveId: ObjectId, language: string) => request<LiveMinutes>(`/lives/${liveId}/minutes`, { query: { language } })
export const countLiveChats = (query: Query, options: { background?: boolean } = {}) => request<Count>('/chats/count', { query, ...options })
/** A live's chat: the newest `limit` after `skip` (or those since `since`, unix seconds), oldest first, with the total. */
export const listLiveChats = (liveId: ObjectId, query: { since?: number; limit?: number; skip?: number } = {}, options: { background?: boolean } = {}) =>
  requestEnvelope<LiveChatMessage[]>(`/lives/${liveId}/chats`, { query, ...options })
/** Posts a message (1–200 characters); fails with 4300 + data.category (sensitive) or 429 / 4290 (too many a minute). */
export const postLiveChat = (liveId: ObjectId, content: string) => request<LiveChatMessage>(`/lives/${liveId}/chats`, { method: 'POST', body: { content } })
export const updateLiveUser = (liveId: ObjectId, userId: ObjectId, body: Record<string, unknown>) => request<unknown>(`/lives/${liveId}/users/${userId}`, { method: 'PUT', body })
/** My subscription to a live: the reminder and the address the minutes go to (none until I ask). */
interface LiveSubscription { live_id: ObjectId; remind?: number; minutes_email?: string | null }
export const myLiveSubscription = (liveId: ObjectId): Promise<LiveSubscription | null> =>
  requestEnvelope<LiveSubscription[]>('/lives/users', { query: { live_id: liveId } }).then(envelope => envelope.results?.[0] ?? null)
/** A live's order (POST /lives/{id}/checkouts): pending until paid. */
export interface LiveOrder {
  _id: ObjectId; number?: string; amount?: number; status?: string
  /** Channel `wechat`: WeChat Pay's signed parameters for the payment sheet (the order stays pending until WeChat confirms). */
  pay_params?: Record<string, unknown>
}
export const buyLive = (liveId: ObjectId, body: Record<string, unknown> = {}) => request<LiveOrder>(`/lives/${liveId}/checkouts`, { method: 'POST', body })
/** Pays a live's order: `sandbox` (demo) at once, `wechat` answers `pay_params`. */
export const payLiveOrder = (orderId: ObjectId, body: { channel: string }) => request<LiveOrder>(`/lives/checkouts/${orderId}/pay`, { method: 'POST', body })
/** Where a live order's payment stands (the server asks WeChat Pay about a pending one). */
interface LiveOrderPayment { order: LiveOrder; trade_state?: string }
export const fetchLiveOrderPayment = (orderId: ObjectId) => request<LiveOrderPayment>(`/lives/checkouts/${orderId}/payment`)

/** Whether I saved a news item to my collection, and how many did (GET /news/{id}/likes). */
interface NewsLikeState { news_id: ObjectId; liked: 0 | 1; like_total: number }
export const newsLikeState = (newsId: ObjectId) => request<NewsLikeState>(`/news/${newsId}/likes`)
/** Saves a news item to my collection / takes it out: idempotent, each answers the new state. */
export const likeNews = (newsId: ObjectId) => request<NewsLikeState>(`/news/${newsId}/likes`, { method: 'POST' })
export const unlikeNews = (newsId: ObjectId) => request<NewsLikeState>(`/news/${newsId}/likes`, { method: 'DELETE' })
/** The news I saved, the latest saved first (my collection). */
export const listLikedNews = (query: { meeting_id?: ObjectId; limit?: number; skip?: number }) =>
  requestEnvelope<News[]>('/news/likes', { query })
