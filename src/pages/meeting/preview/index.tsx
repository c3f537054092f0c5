import { defineScreen } from '@/components/screen/defineScreen'
import { PreviewView } from './View'
import { usePreview, type PreviewData } from './usePreview'

/** /preview (organisers): the meeting home from the draft layout, with a banner saying it is a preview. */
export default defineScreen<'preview', PreviewData>({
  use: ({ meeting }) => usePreview(meeting),
  view: PreviewView,
  state: data => ({ status: data.status, retry: data.retry, message: data.error }),
})
