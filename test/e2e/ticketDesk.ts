/**
 * What the ticket pass and check-in e2e files share: the seeded free activity a guest registers for (with the answer
 * its form requires), a guest registered with their pass keys, and the staff desk of both viewports opened on that
 * activity.
 */
import type { Locator, Page } from 'playwright-core'
import type { Ticket } from '@fu-types/entities'
import { DEMO_ACCOUNTS, SEED_IDS } from '../../server/seed/ids'
import { freshPhone, login } from '../../server/test/helpers'
import type { TestServer } from '../support/server'
import type { ViewportName } from './browser'
import { signInOnPage } from './signIn'

export const PASS_ACTIVITY = SEED_IDS.activities.openFree
/** Its English title, as the desk's activity picker shows it (server/seed/activities.ts). */
const PASS_ACTIVITY_TITLE = 'Opening ceremony'
const HEARD_ANSWER = { question_id: SEED_IDS.questions.heard, options: [SEED_IDS.options.web] }

/** The check-in staff of each viewport: the seeded reception staff on a phone, the organiser at a desktop desk. */
export const DESK_STAFF: [ViewportName, string][] = [['mobile', DEMO_ACCOUNTS.reception.phone], ['desktop', DEMO_ACCOUNTS.organizer.phone]]

/** A guest (a fresh phone unless told) registered for PASS_ACTIVITY, and their ticket as they see it (with the pass keys). */
export async function registerPassGuest(server: TestServer, name: string, phone = freshPhone()) {
  const guest = await login(server, phone)
  const registered = (await guest.api.post('/tickets', { activity_id: PASS_ACTIVITY, name, answers: [HEARD_ANSWER] })).body.results[0] as Ticket
  const ticket = (await guest.api.get(`/tickets?_id=${registered._id}`)).body.results[0] as Ticket & { pass: NonNullable<Ticket['pass']>; code: string }
  return { guest, phone, ticket }
}

/** The seeded meeting's check-in desk, signed in as `staffPhone`, on PASS_ACTIVITY; the screen on top. */
export async function openPassDesk(page: Page, server: TestServer, staffPhone: string): Promise<() => Locator> {
  const view = () => page.locator('.fu-route:visible').last()
  await page.goto(`${server.baseUrl}/#/meeting/reception/staff/checkin?meeting_id=${SEED_IDS.meeting}&lang=en`)
  await signInOnPage(page, server, staffPhone)
  const activity = view().getByRole('radio', { name: PASS_ACTIVITY_TITLE, exact: true })
  await activity.waitFor({ timeout: 60_000 })
  await activity.click()
  return view
}
