import { useCallback, useEffect, useId, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useStores } from '@/stores'
import type { MessageKey } from '@/i18n'
import { avatarOf } from '@/core/users'
import { labelWidth } from '@/core/navigationLayout'
import { loginUrl } from '@/router/links'
import { navigateTo, openUrl } from '@/router/navigate'
import { resolveLocation } from '@/router/resolve'
import { useCurrentRoute } from '@/router/currentRoute'
import type { RouteName } from '@/router/routes'
import { Action } from './Action'
import { RemoteImage } from './RemoteImage'
import { focusById, srRole } from './a11y'
import { useEscapeToClose } from './useEscapeToClose'
import './AccountMenu.scss'

/**
 * The element ids of one account control. Per instance: the H5 keeps earlier pages of the stack in the document, each
 * with its own top bar, and a fixed id would find the hidden page's control first (focus went there on Escape).
 */
function accountIds(instance: string) {
  const base = `fu-account-${instance.replace(/[^A-Za-z0-9_-]/g, '')}`
  return { root: base, toggle: `${base}-toggle`, menu: `${base}-menu`, item: (index: number) => `${base}-item-${index}` }
}

/** Where a signed-in person goes from the header (issue 25): the hub first, then what they come back for. */
const ENTRIES: { route: RouteName; label: MessageKey }[] = [
  { route: 'myIndex', label: 'shell.accountHub' },
  { route: 'myTickets', label: 'route.myTickets' },
  { route: 'myOrder', label: 'route.myOrder' },
  { route: 'mySchedule', label: 'shell.appointments' },
  { route: 'myConnections', label: 'route.myConnections' },
  { route: 'myProfile', label: 'route.myProfile' },
]

/** The name beside the avatar is cut (with an ellipsis, whole in the menu's label) beyond this (AccountMenu.scss). */
const NAME_MAX_PX = 140

/**
 * The control's width in px, for the top bar's budget (DesktopTopBar.tsx): "Sign in" at 14 px with 16 px padding on
 * each side, or the 28 px avatar, the name (at most NAME_MAX_PX), the chevron and their gaps and padding.
 */
export function accountWidth(label: string, withAvatar: boolean): number {
  const text = labelWidth(label, 14)
  return withAvatar ? 28 + 8 + Math.min(text, NAME_MAX_PX) + 8 + 12 + 16 : text + 32
}

/** What the header's account control shows: the name beside the avatar when signed in, else "Sign in". */
export function useAccountLabel(): { label: string; signedIn: boolean } {
  const { session, language } = useStores()
  const signedIn = session.loggedIn
  const name = session.user?.username?.trim()
  return { label: signedIn ? name || language.t('shell.my') : language.t('shell.signIn'), signedIn }
}

/**
 * The desktop header's account control: signed out, 登录/Sign in (back to this page after); signed in, the person's
 * avatar and name, a menu button (Enter / Space open it on its first entry, arrows move, Escape closes and gives
 * focus back) with My, tickets, orders, appointments, connections, profile and sign out.
 */
export const AccountMenu = observer(function AccountMenu() {
  const { session, language, meeting } = useStores()
  const t = language.t
  const here = useCurrentRoute()
  const { label, signedIn } = useAccountLabel()
  const instance = useId()
  const [open, setOpen] = useState(false)
  const [ids] = useState(() => accountIds(instance))
  const close = useCallback((refocus: boolean) => {
    setOpen(false)
    if (refocus) focusById(ids.toggle)
  }, [ids])
  useEscapeToClose(open, useCallback(() => close(true), [close]))

  // Opened, focus goes to the first entry; a click anywhere outside closes it.
  useEffect(() => {
    if (!open || typeof document === 'undefined') return undefined
    focusById(ids.item(0))
    const onClick = (e: MouseEvent) => {
      if (!document.getElementById(ids.root)?.contains(e.target as Node)) setOpen(false)
    }
    document.addEventListener('click', onClick)
    return () => document.removeEventListener('click', onClick)
  }, [open, ids])

  const meetingId = meeting.meeting?._id
  if (!signedIn) {
    // The sign-in page itself offers no way to sign in again.
    if (resolveLocation(here).route.name === 'login') return null
    return (
      <Action className='fu-account__sign-in' role='link' onPress={() => { void openUrl(loginUrl(here, meetingId)) }}>
        {label}
      </Action>
    )
  }

  const items = [
    ...ENTRIES.map(entry => ({ key: entry.route, label: t(entry.label), press: () => { void navigateTo(entry.route, { meeting_id: meetingId }) } })),
    // Ends the session on the server too (DELETE /tokens/current), as the hub's Sign out does.
    { key: 'signOut', label: t('shell.signOut'), press: () => { void session.signOut() } },
  ]
  const keys = {
    onKeyDown: (e: { key?: string; preventDefault?: () => void; target?: unknown }) => {
      const focused = items.findIndex((_, index) => (e.target as { id?: string } | undefined)?.id === ids.item(index))
      const last = items.length - 1
      if (e.key === 'Tab') { setOpen(false); return }
      const next = e.key === 'ArrowDown' ? (focused >= last ? 0 : focused + 1)
        : e.key === 'ArrowUp' ? (focused <= 0 ? last : focused - 1)
          : e.key === 'Home' ? 0 : e.key === 'End' ? last : -1
      if (next < 0) return
      e.preventDefault?.()
      focusById(ids.item(next))
    },
  }
  return (
    <View id={ids.root} className='fu-account'>
      <Action
        id={ids.toggle}
        className='fu-account__toggle'
        aria={{ 'aria-haspopup': 'menu', 'aria-expanded': open, ...(open ? { 'aria-controls': ids.menu } : {}) }}
        onPress={() => setOpen(!open)}
      >
        <RemoteImage className='fu-account__avatar' src={avatarOf(session.user)} mode='aspectFill' label='' lazy={false} />
        <Text className='fu-account__name'>{label}</Text>
        <Text className='fu-account__chevron' aria-hidden>▾</Text>
      </Action>
      {open ? (
        <View id={ids.menu} className='fu-account__menu' {...srRole('menu', { 'aria-label': t('shell.accountMenu') })} {...keys}>
          {items.map((item, index) => (
            <Action
              key={item.key}
              id={ids.item(index)}
              className={item.key === 'signOut' ? 'fu-account__item fu-account__item--sign-out' : 'fu-account__item'}
              role='menuitem'
              onPress={() => { close(false); item.press() }}
            >
              {item.label}
            </Action>
          ))}
        </View>
      ) : null}
    </View>
  )
})
