import { defineScreen } from '@/components/screen/defineScreen'
import { useLayoutEditor, type LayoutEditorData } from './useLayoutEditor'
import { LayoutEditorView } from './View'

/**
 * /organizer/layout?meeting_id: the home's blocks and navigation as a draft, previewed and then published (issue 28).
 * A desktop sets the lists beside the preview; a phone stacks them (the same parts, one view).
 */
export default defineScreen<'organizerLayout', LayoutEditorData>({
  use: ({ query }) => useLayoutEditor(query.meeting_id),
  view: LayoutEditorView,
  state: data => ({ status: data.status === 'forbidden' ? 'ready' : data.status, retry: data.retry }),
})
