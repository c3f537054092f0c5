import type { MessageKey } from '@/i18n'

/**
 * The route table (SPEC §2). `screen` names a lazily loaded screen in src/router/screens.ts;
 * a route without a screen is not built yet and says so (no placeholder pretends to be done).
 */
export interface RouteDef {
  name: string
  path: string
  title?: MessageKey
  screen?: string
  /** A guest without a session is sent to /login (subject to the meeting's guest-view rule). */
  login?: boolean
  redirect?: (params: Record<string, string>, query: Record<string, string>) => { path: string; query?: Record<string, string> }
}

export const routes: RouteDef[] = [
  { name: 'root', path: '/', redirect: () => ({ path: '/meeting/home' }) },
  { name: 'home', path: '/home', redirect: () => ({ path: '/meeting/home' }) },
  { name: 'meetingHome', path: '/meeting/home', title: 'title.meeting.home', screen: 'meetingHome' },
  { name: 'notFound', path: '/404', title: 'title.404', screen: 'notFound' },
  { name: 'deleted', path: '/204', title: 'title.204', screen: 'deleted' },
]
