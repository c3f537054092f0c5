/** The cultural-festival section (/sichuan-culture): the festival, its items by kind, collecting items, its lives by channel. */
import type { LocalizedText, Live, ObjectId, Timestamp } from '@fu-types/entities'
import { request, requestEnvelope } from './http'

interface FestivalCategory { _id: ObjectId; title: LocalizedText; total: number }

export interface Festival {
  meeting_id: ObjectId
  start: Timestamp
  end: Timestamp
  slogan?: LocalizedText
  intro?: LocalizedText
  /** The venue plan's size: map points' x / y are on it. */
  map: { width: number; height: number }
  counts: { heritage: number; hall: number; point: number; project: number; lives: number }
  /** Heritage categories in the organiser's order, with how many items each holds. */
  categories: FestivalCategory[]
}

type FestivalItemKind = 'heritage' | 'hall' | 'point' | 'project'

interface FestivalItemBase {
  _id: ObjectId
  meeting_id: ObjectId
  title: LocalizedText
  weight?: number
}

export interface HeritageItem extends FestivalItemBase {
  kind: 'heritage'
  /** A `sc_heritage` category id. */
  category: ObjectId
  level: 'national' | 'provincial'
  /** The year the item was listed. */
  listed?: number
  region?: LocalizedText
  inheritor?: LocalizedText
  summary?: LocalizedText
  cover?: string
  hall_id?: ObjectId
  like_total?: number
  liked?: 0 | 1
}

export interface FestivalHall extends FestivalItemBase {
  kind: 'hall'
  category: 'technology' | 'exhibition'
  summary?: LocalizedText
  cover?: string
  hours?: LocalizedText
  highlights?: LocalizedText[]
  point_id?: ObjectId
}

export interface MapPoint extends FestivalItemBase {
  kind: 'point'
  /** stage | hall | garden | entrance | service | food */
  category: string
  x: number
  y: number
  /** The zone a hall, stage or garden covers on the plan. */
  area?: { x: number; y: number; w: number; h: number }
  hall_id?: ObjectId
  description?: LocalizedText
}

export interface RebuildProject extends FestivalItemBase {
  kind: 'project'
  category: 'done' | 'ongoing'
  progress: number
  started?: number
  place?: LocalizedText
  partner?: LocalizedText
  summary?: LocalizedText
  cover?: string
}

interface FestivalItems { heritage: HeritageItem; hall: FestivalHall; point: MapPoint; project: RebuildProject }

export interface FestivalLive extends Live {
  channel?: 'venue' | 'web'
  /** The web platform a web live is on. */
  platform?: LocalizedText
}

interface CollectState { item_id: ObjectId; liked: 0 | 1; like_total: number }

export const fetchFestival = (meetingId?: ObjectId) =>
  request<Festival>('/sichuan-culture/festival', { query: meetingId ? { meeting_id: meetingId } : {} })

export const listFestivalItems = <K extends FestivalItemKind>(query: { meeting_id: ObjectId; kind: K; category?: string; limit?: number; skip?: number }) =>
  requestEnvelope<FestivalItems[K][]>('/sichuan-culture/items', { query: { ...query } })

export const collectFestivalItem = (itemId: ObjectId) => request<CollectState>(`/sichuan-culture/items/${itemId}/likes`, { method: 'POST' })
export const uncollectFestivalItem = (itemId: ObjectId) => request<CollectState>(`/sichuan-culture/items/${itemId}/likes`, { method: 'DELETE' })

export const listCollectedFestivalItems = (query: { meeting_id?: ObjectId; limit?: number; skip?: number }) =>
  requestEnvelope<HeritageItem[]>('/sichuan-culture/likes', { query: { ...query } })

export const listFestivalLives = (query: { meeting_id: ObjectId; channel: 'venue' | 'web'; limit?: number; skip?: number }) =>
  requestEnvelope<FestivalLive[]>('/sichuan-culture/lives', { query: { ...query } })
