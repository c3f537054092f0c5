import { defineScreen } from '@/components/screen/defineScreen'
import { useCashier, type CashierData } from './useCashier'
import { CashierView } from './View'

/** /cashier (order_id): pay an unpaid order, with its amount, what it buys, the methods here and the time left. */
export default defineScreen<'cashier', CashierData>({
  use: ({ query }) => useCashier(query),
  view: CashierView,
  state: data => ({ status: data.status, retry: data.retry, message: data.error }),
  meetingId: (_input, data) => data.meetingId,
})
