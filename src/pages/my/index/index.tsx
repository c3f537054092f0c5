import { defineScreen } from '@/components/screen/defineScreen'
import { useMyIndex, type MyIndexData } from './useMyIndex'
import { MyIndexMobile } from './mobile'
import { MyIndexDesktop } from './desktop'

/**
 * /my/index (optional meeting_id): the personal hub. The profile card's name is the page's heading; the layouts
 * differ (a phone stacks everything, a desktop puts who I am and the account in a side column beside the tiles).
 */
export default defineScreen<'myIndex', MyIndexData>({
  use: ({ meeting }) => useMyIndex(meeting),
  mobile: MyIndexMobile,
  desktop: MyIndexDesktop,
  state: data => ({
    status: data.state === 'loading' ? 'loading' : data.state === 'failed' ? 'failed' : 'ready',
    retry: data.retry,
    message: data.error,
  }),
  frame: { ownHeading: true },
})
