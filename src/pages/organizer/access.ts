import type { MeetingRoleName } from '@fu-types/api'
import { ApiError } from '@/api/http'
import type { MessageKey } from '@/i18n'

/** Widest first, as the server ranks them (server/modules/organizer/roles.ts). */
export const MEETING_ROLES: readonly MeetingRoleName[] = ['owner', 'admin', 'content', 'registration', 'finance', 'reception', 'moderator']

export const roleKey = (role: MeetingRoleName): MessageKey => `organizer.role.${role}`

/** 403: the caller holds no role that allows this (the server names the roles it wanted). */
export const isForbidden = (e: unknown): boolean => e instanceof ApiError && e.status === 403
