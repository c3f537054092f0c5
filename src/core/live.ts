import type { Live } from '@fu-types/entities'
import { toMs } from './time'

export type LiveState = 'countdown' | 'live' | 'paused' | 'over' | 'replay'

/** Running when start ≤ now < end (SPEC §4); `now` in milliseconds. */
export function isLiveRunning(live: Pick<Live, 'start' | 'end'>, now: number): boolean {
  return toMs(live.start) <= now && now < toMs(live.end)
}

/** Countdown before start, live or paused while running, then replay if a replay exists, else over. */
export function liveState(live: Pick<Live, 'start' | 'end' | 'paused' | 'replay_url'>, now: number): LiveState {
  if (now < toMs(live.start)) return 'countdown'
  if (isLiveRunning(live, now)) return live.paused === 1 ? 'paused' : 'live'
  return live.replay_url && live.replay_url.trim() ? 'replay' : 'over'
}

type LiveAccess = { allowed: true } | { allowed: false; needs: 'permission' | 'payment' }

/**
 * Private lives need permission, paid lives need payment (SPEC §4); permission is asked first
 * because paying for a stream one may not watch is worse.
 */
export function liveAccess(live: Pick<Live, 'privacy' | 'price'>, viewer: { hasPermission: boolean; hasPaid: boolean }): LiveAccess {
  if (live.privacy === 1 && !viewer.hasPermission) return { allowed: false, needs: 'permission' }
  if ((live.price ?? 0) > 0 && !viewer.hasPaid) return { allowed: false, needs: 'payment' }
  return { allowed: true }
}

/** The colour of a live state's badge: running red, coming blue, paused amber, replay green, over grey. */
export function liveStateTone(state: LiveState): 'red' | 'blue' | 'amber' | 'green' | 'grey' {
  const tones = { countdown: 'blue', live: 'red', paused: 'amber', replay: 'green', over: 'grey' } as const
  return tones[state]
}

/**
 * What the server's permission answer (GET /lives/{id}/permission) says about the viewer, for `liveAccess`:
 * allowed means both; `reason: 'payment'` means past the privacy check but unpaid; `registration` or `login`
 * means no permission yet (a paid private live is then still unpaid).
 */
export function liveViewer(answer: { permission?: 0 | 1; allowed?: 0 | 1; reason?: string } | null | undefined): { hasPermission: boolean; hasPaid: boolean } {
  if (answer?.permission === 1 || answer?.allowed === 1) return { hasPermission: true, hasPaid: true }
  return { hasPermission: answer?.reason === 'payment', hasPaid: false }
}
