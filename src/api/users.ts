/** Users, works, friends, friend applications and a user's agendas (SPEC §7 "Users"). */
import type { Agenda, FriendApplication, Meeting, ObjectId, User, UserWork } from '@fu-types/entities'
import { request, requestEnvelope, type Query } from './http'

export interface ProfileUpdate {
  username?: string
  avatar?: string
  work?: UserWork
  industries?: ObjectId[]
  industry_category_id?: ObjectId
  contact_wechat?: string
  contact_email?: string
  language?: string
  show_in_connections?: 0 | 1
  /** Setting a phone once needs its SMS code (SPEC §5). */
  phone?: string
  area_code?: string
  code?: string
}

/** One user by id (yourself with wechat credentials); the signed-in user when no id is given. */
export async function fetchUser(userId?: ObjectId, options: { withExhibitor?: boolean; withWechatCredentials?: boolean } = {}): Promise<User | undefined> {
  const users = await request<User[]>('/users', {
    query: { _id: userId, with_exhibitor: options.withExhibitor ? 1 : undefined, with_wechat_credentials: options.withWechatCredentials ? 1 : undefined },
  })
  return users[0]
}

export const recommendedUsers = (query: Query) => request<User[]>('/users/recommend', { query })
export const updateProfile = (userId: ObjectId, body: ProfileUpdate) => request<User>(`/users/${userId}`, { method: 'PUT', body: { ...body } })
export const setEmail = (userId: ObjectId, email: string, code: string) => request<User>(`/users/${userId}/email`, { method: 'PUT', body: { email, code } })

export const listFriends = (query: Query = {}) => requestEnvelope<User[]>('/user/friends', { query })
/** Accepts (default) or ignores an application addressed to me; accepting makes both sides friends. */
export const answerFriendApplication = (applicationId: ObjectId, status: 'accepted' | 'ignored' = 'accepted') =>
  request<FriendApplication>('/user/friends', { method: 'POST', body: { application_id: applicationId, status } })
export const listFriendApplications = (query: Query = {}) => requestEnvelope<FriendApplication[]>('/user/friend/applications', { query })
/** A business-card exchange request; the reason is optional (SPEC §3). */
export const applyForFriend = (friendId: ObjectId, reason?: string) =>
  request<FriendApplication>('/user/friend/applications', { method: 'POST', body: { friend_id: friendId, reason } })
export const cancelFriendApplication = (applicationId: ObjectId) => request<unknown>(`/user/friend/applications/${applicationId}`, { method: 'DELETE' })

/** Ties the user to a WeChat app's openid (SPEC §7). */
export const userAgendas = (userId: ObjectId, query: Query = {}) => request<Agenda[]>(`/users/${userId}/agendas`, { query })
/** "My schedules" page by page: the followed sessions by start time, with the server's total. */
export const listUserAgendas = (userId: ObjectId, query: Query = {}) => requestEnvelope<Agenda[]>(`/users/${userId}/agendas`, { query })
/** "Add to my schedule": an empty form body, since the server validates a POST's body and refuses none (null). */
export const followAgenda = (userId: ObjectId, agendaId: ObjectId) => request<unknown>(`/users/${userId}/agendas/${agendaId}`, { method: 'POST', body: {} })
export const unfollowAgenda = (userId: ObjectId, agendaId: ObjectId) => request<unknown>(`/users/${userId}/agendas/${agendaId}`, { method: 'DELETE' })
export const followsAgenda = (userId: ObjectId, agendaId: ObjectId) => request<unknown>(`/users/${userId}/agendas/${agendaId}`)

/** One meeting of my meeting log: the meeting, when I last opened it (seconds, or null) and my tickets there. */
export interface MeetingLogEntry {
  meeting: Pick<Meeting, '_id' | 'title' | 'cover' | 'start' | 'end' | 'timezone'>
  visited: number | null
  registered: number
  /** The later of my last visit and my last registration there (seconds). */
  last: number
}
/** My meeting log (GET /users/{id}/meetings): meetings I opened or registered for, newest first. */
export const listMyMeetings = (userId: ObjectId, query: { limit?: number; skip?: number } = {}) =>
  requestEnvelope<MeetingLogEntry[]>(`/users/${userId}/meetings`, { query })
