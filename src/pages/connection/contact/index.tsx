import { defineScreen } from '@/components/screen/defineScreen'
import { useMyContact, type MyContactData } from './useMyContact'
import { ContactBody } from './ContactBody'

/** /my/contact: my business card, its QR code, and appearing in the connections list. */
export default defineScreen<'myContact', MyContactData>({
  use: ({ meeting }) => useMyContact(meeting),
  // Read again, my card stays on screen; the frame waits only for the first reading.
  state: ({ me, person }) => ({
    status: person ? 'ready' : me.status === 'loading' ? 'loading' : 'failed',
    message: me.error,
    retry: me.retry,
  }),
  view: ContactBody,
})
