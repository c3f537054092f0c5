/**
 * The /webview screen in the mini-program hands the meeting's custom domain to the platform's whitelist (SPEC §8),
 * and the platform's own rule (ours + the meeting's domain) decides: the meeting's site opens, others get the
 * copy-link dialog.
 */
import { act, screen } from '@testing-library/react'
import { runInAction } from 'mobx'
import type { Meeting } from '@fu-types/entities'
import { useWebview } from '@/pages/webview/screen/useWebview'
import { WebviewView } from '@/pages/webview/screen/WebviewParts'
import { openExternalInMiniProgram } from '@/platform/externalLinks'
import { StoreContext } from '@/stores'
import { renderWithStores } from '../../support/renderWithStores'

const meeting: Meeting = { _id: '661000000000000000000001', title: 'Expo', start: 1, end: 2, domain: 'expo.demo.test' }

function Harness({ link }: { link: string }) {
  return <WebviewView data={useWebview(link)} variant='mobile' />
}

function renderInMiniProgram(link: string) {
  const opened: string[] = []
  const asked: (readonly string[])[] = []
  const result = renderWithStores(<Harness link={link} />, { language: 'en' })
  Object.assign(result.platform, {
    environment: 'miniprogram',
    openExternal: (url: string, meetingDomains: readonly string[]) => {
      asked.push(meetingDomains)
      return openExternalInMiniProgram(url, meetingDomains, target => opened.push(target))
    },
  })
  act(() => runInAction(() => { result.store.meeting.meeting = meeting }))
  result.rerender(<StoreContext.Provider value={result.store}><Harness link={link} /></StoreContext.Provider>)
  return { ...result, opened, asked }
}

describe('web-view whitelist in the mini-program', () => {
  it('opens the meeting\'s custom domain', () => {
    const { opened, asked } = renderInMiniProgram('https://expo.demo.test/#/meeting/news')
    expect(asked.at(-1)).toEqual(['expo.demo.test'])
    expect(opened).toEqual(['https://expo.demo.test/#/meeting/news'])
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('offers any other link to copy', () => {
    const { opened } = renderInMiniProgram('https://partner.example.org/page')
    expect(opened).toEqual([])
    expect(screen.getByRole('dialog')).toHaveTextContent('https://partner.example.org/page')
  })
})
