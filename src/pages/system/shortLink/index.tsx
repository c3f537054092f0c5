import { defineScreen } from '@/components/screen/defineScreen'
import { ShortLinkView } from './ShortLinkView'
import { useShortLink, type ShortLinkData } from './useShortLink'

/** /etc/redirect?hash= (SPEC §7 Static): a short link, replaced by its target; a failed look-up can be retried. */
export default defineScreen<'etcRedirect', ShortLinkData>({
  use: ({ query }) => useShortLink(query.hash),
  view: ShortLinkView,
  state: data => (data.state === 'failed' ? { status: 'failed', message: data.error, retry: data.retry } : { status: 'ready' }),
})
