import { useEffect, useMemo, useState } from 'react'
import { httpHost, withProtocol } from '@/core/links'
import { navigateTo } from '@/router/navigate'
import { useStores } from '@/stores'
import { meetingWebViewDomains } from '@/platform'

/**
 * /webview?link=…: an external link. A link without protocol gets the page's (SPEC §5). Only https links are framed
 * (sandboxed) in a browser; anything that is not http(s) is never framed nor linked, only offered as text to copy.
 * Inside the mini-program the link is handed to the platform, which answers `needs-copy` outside the whitelist.
 */
export function useWebview(rawLink: string | undefined) {
  const { language, platform, meeting } = useStores()
  const t = language.t
  // The mini-program's whitelist is our own hosts (the platform knows them) plus the meeting's custom domain.
  const customDomain = meeting.meeting?.domain
  const meetingDomains = useMemo(() => meetingWebViewDomains({ domain: customDomain }), [customDomain])
  const link = withProtocol(rawLink ? rawLink : '', platform.pageProtocol())
  const host = httpHost(link)
  const isHttp = host !== null && /^https?:\/\//i.test(link)
  const inMiniProgram = platform.environment === 'miniprogram' || platform.environment === 'weapp'
  const framed = isHttp && !inMiniProgram && /^https:\/\//i.test(link)
  const [copying, setCopying] = useState(!!link && !isHttp)

  // In the mini-program the web-view decides at once: open it, or show the copy dialog.
  useEffect(() => {
    if (!link) return
    if (!isHttp) { setCopying(true); return }
    setCopying(false)
    if (inMiniProgram && platform.openExternal(link, meetingDomains) === 'needs-copy') setCopying(true)
  }, [link, isHttp, inMiniProgram, platform, meetingDomains])

  const openInNewTab = () => {
    if (!isHttp) { setCopying(true); return }
    if (platform.openExternal(link, meetingDomains) === 'needs-copy') setCopying(true)
  }

  return {
    t,
    /** The link after the protocol rule; '' when the page was opened without one. */
    link,
    missing: !link,
    host: host ?? '',
    /** An https link shown in the sandboxed frame. */
    framed,
    /** http(s): the "open in new tab" action applies. */
    openable: isHttp,
    copying,
    openInNewTab,
    showCopy: () => setCopying(true),
    closeCopy: () => setCopying(false),
    goHome: () => void navigateTo('meetingHome'),
  }
}

export type WebviewData = ReturnType<typeof useWebview>
