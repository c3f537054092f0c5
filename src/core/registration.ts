import type { Activity, ActivitySource, Ticket } from '@fu-types/entities'
import type { Display } from './display'
import type { ActivityDialogKey, ActivityStateKey } from './messages'
import { toMs } from './time'

type RegistrationState = 'not_started' | 'ongoing' | 'ended' | 'full' | 'under_review' | 'rejected' | 'registered'

/** Dialog keys of SPEC §8 (each shown with a single "know" button). */
const ActivityDialog = {
  NotStarted: 'activity.register.notStart',
  DeadlinePassed: 'dialog.activity_deadline.title',
  Full: 'signup.failed.max',
  AgentExceed: 'activity.agentSignup.exceed',
  AgentRequireInfo: 'activity.agentSignup.requireInfo',
  ResubmitDisabled: 'activity_disable_resubmit',
  ResubmitDeadline: 'activity_deadline',
} as const satisfies Record<string, ActivityDialogKey>
export type { ActivityDialogKey }

interface RegistrationContext {
  /** Milliseconds since the epoch (the caller reads the clock). */
  now: number
  /** The channel the visitor came through (?source_id=), if any. */
  source?: Pick<ActivitySource, 'max' | 'signup_total'> | null
  /** The visitor's own ticket for this activity, if any. */
  myTicket?: Pick<Ticket, 'status'> | null
}

export interface RegistrationResult {
  state: RegistrationState
  /** The §8 dialog to show when the visitor taps "register", or null when nothing blocks them. */
  dialogKey: ActivityDialogKey | null
}

type Deadlined = Pick<Activity, 'deadline'>

/** The deadline is the first closed instant; 0 means no deadline. */
export function isDeadlinePassed(activity: Deadlined, now: number): boolean {
  return !!activity.deadline && now >= toMs(activity.deadline)
}

function isRegistrationNotStarted(activity: Pick<Activity, 'registration_start'>, now: number): boolean {
  return !!activity.registration_start && now < toMs(activity.registration_start)
}

/** Full when approved tickets reach max (max 0 = unlimited). */
export function isActivityFull(activity: Pick<Activity, 'ticket_total' | 'max'>): boolean {
  return activity.max > 0 && activity.ticket_total >= activity.max
}

/** A registration channel is full when its sign-ups reach its own max (max 0 = unlimited). */
export function isSourceFull(source: Pick<ActivitySource, 'max' | 'signup_total'>): boolean {
  return source.max > 0 && source.signup_total >= source.max
}

/**
 * Where the visitor stands with an activity (SPEC §4). Their own ticket decides first
 * (0 under review, 2 rejected, 1/3 registered); then not started, ended, full, else ongoing.
 */
export function registrationState(
  activity: Pick<Activity, 'deadline' | 'registration_start' | 'ticket_total' | 'max'>,
  { now, source, myTicket }: RegistrationContext,
): RegistrationResult {
  if (myTicket) {
    if (myTicket.status === 0) return { state: 'under_review', dialogKey: null }
    if (myTicket.status === 2) return { state: 'rejected', dialogKey: null }
    return { state: 'registered', dialogKey: null }
  }
  if (isRegistrationNotStarted(activity, now)) return { state: 'not_started', dialogKey: ActivityDialog.NotStarted }
  if (isDeadlinePassed(activity, now)) return { state: 'ended', dialogKey: ActivityDialog.DeadlinePassed }
  if (isActivityFull(activity) || (source && isSourceFull(source))) return { state: 'full', dialogKey: ActivityDialog.Full }
  return { state: 'ongoing', dialogKey: null }
}

type ResubmitRules = Pick<Activity, 'deadline' | 'enable_resubmit_answer' | 'enable_deadline_answer'>

/** SPEC §4: before the deadline with enable_resubmit_answer = 1, or any time with enable_deadline_answer = 1. */
export function canResubmitAnswers(activity: ResubmitRules, now: number): boolean {
  if (activity.enable_deadline_answer === 1) return true
  return activity.enable_resubmit_answer === 1 && !isDeadlinePassed(activity, now)
}

/** Which dialog refuses an answer resubmission, or null when it is allowed. */
export function resubmitDialogKey(activity: ResubmitRules, now: number): ActivityDialogKey | null {
  if (canResubmitAnswers(activity, now)) return null
  return activity.enable_resubmit_answer === 1 ? ActivityDialog.ResubmitDeadline : ActivityDialog.ResubmitDisabled
}

/**
 * Group (agent) sign-up: group info must be filled first, and the members may not exceed the
 * group maximum (0 = no maximum). Returns the dialog to show, or null.
 */
export function agentSignupDialogKey(group: { infoComplete: boolean; memberCount: number; maxMembers: number }): ActivityDialogKey | null {
  if (!group.infoComplete) return ActivityDialog.AgentRequireInfo
  if (group.maxMembers > 0 && group.memberCount > group.maxMembers) return ActivityDialog.AgentExceed
  return null
}

/** The badge of a registration state: i18n key `activity.state.<state>` and its tone. */
export interface RegistrationStateDisplay extends Display<ActivityStateKey> { key: `activity.state.${RegistrationState}` }

const REGISTRATION_DISPLAY: Record<RegistrationState, RegistrationStateDisplay> = {
  not_started: { key: 'activity.state.not_started', tone: 'blue' },
  ongoing: { key: 'activity.state.ongoing', tone: 'green' },
  ended: { key: 'activity.state.ended', tone: 'grey' },
  full: { key: 'activity.state.full', tone: 'red' },
  under_review: { key: 'activity.state.under_review', tone: 'amber' },
  rejected: { key: 'activity.state.rejected', tone: 'red' },
  registered: { key: 'activity.state.registered', tone: 'green' },
}

export function registrationStateDisplay(state: RegistrationState): RegistrationStateDisplay {
  return REGISTRATION_DISPLAY[state]
}
