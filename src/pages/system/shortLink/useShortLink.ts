import { useEffect, useMemo, useState } from 'react'
import { resolveShortLink } from '@/api/statics'
import { ApiError } from '@/api/http'
import { useRemote } from '@/components/useRemote'
import { checkLinkTarget, type LinkTarget } from '@/core/linkTargets'
import { meetingWebViewDomains } from '@/platform'
import { navigateTo, openUrl } from '@/router/navigate'
import { useStores } from '@/stores'

const HASH = /^[0-9A-Za-z]{8}$/
/** Where a short link leads: one of our routes, an http(s) address (with its host), or nowhere we would go. */
type ShortLinkTarget = LinkTarget | { kind: 'unknown' }

/** The server's rule (src/core/links.ts) without its host list: a stored `user@host` or odd address goes nowhere. */
function classifyTarget(target: string | undefined): ShortLinkTarget {
  const checked = target ? checkLinkTarget(target) : undefined
  return checked?.ok ? checked.target : { kind: 'unknown' }
}

/**
 * /etc/redirect?hash=: looks the short link up, then replaces itself with the target when it is one of our routes.
 * An http(s) target is never opened by itself (issue 26 F6): the page names its host and opens it, the way this
 * runtime opens external links (the copy dialog where it cannot), when the visitor asks.
 * An unknown hash, or a target that is neither, is "expired or unknown"; a failed look-up can be retried.
 */
export function useShortLink(hash: string | undefined) {
  const { language, platform, meeting } = useStores()
  const valid = !!hash && HASH.test(hash)
  const lookup = useRemote(async () => {
    if (!valid) return undefined
    try {
      return await resolveShortLink(hash)
    } catch (error) {
      // 404: no such link (any more); the rest are failures worth a retry.
      if (error instanceof ApiError && error.status === 404) return undefined
      throw error
    }
  }, [hash, valid])
  const destination = useMemo(() => classifyTarget(lookup.data?.target), [lookup.data])
  const customDomain = meeting.meeting?.domain
  const [outcome, setOutcome] = useState<'opened' | 'needs-copy' | undefined>()

  const openWeb = () => {
    if (destination.kind !== 'web') return
    setOutcome(platform.openExternal(destination.target, meetingWebViewDomains({ domain: customDomain })))
  }

  useEffect(() => {
    if (lookup.status !== 'ready') return
    if (destination.kind === 'route') void openUrl(destination.target, { replace: true })
  }, [lookup.status, destination])

  const state = lookup.status === 'loading' || (lookup.status === 'ready' && destination.kind === 'route')
    ? 'opening'
    : lookup.status === 'failed' ? 'failed' : destination.kind === 'web' ? 'web' : 'unknown'

  return {
    t: language.t,
    state,
    error: lookup.error,
    retry: lookup.retry,
    /** The http(s) address, for "open again" and the copy dialog, and the host it leads to, shown before leaving. */
    webTarget: destination.kind === 'web' ? destination.target : '',
    webHost: destination.kind === 'web' ? destination.host : '',
    outcome,
    /** Leaves for the web target: only on the visitor's press. */
    proceed: openWeb,
    closeCopy: () => setOutcome(undefined),
    goHome: () => void navigateTo('meetingHome', {}, { replace: true }),
  }
}

export type ShortLinkData = ReturnType<typeof useShortLink>
