import { catalogues } from '@/i18n/complete'
import { messageParams, parseMessage } from '@/i18n/format'

/** The placeholders that hold a number of things: an English message that names them needs a plural form. */
const COUNT_PARAMS = ['count', 'total', 'max', 'min', 'days', 'inDays', 'seconds', 'minutes', 'received', 'unallocated']

/**
 * English messages where such a number stands without a noun that agrees with it ("Tickets: 1", "1 left", "3/500",
 * "1 min ago"), with the placeholders that may stay plain. Anything else with a count placeholder must say it through
 * `{count, plural, one {…} other {…}}` (src/i18n/format.ts).
 */
const NO_NOUN: Record<string, string[]> = {
  'activity.stock.left': ['count'],
  'speaker.list.total': ['total'],
  'agenda.schedule.dayTotal': ['total'],
  'agent.section.members': ['count', 'max'],
  'agent.group.counts': ['unallocated'],
  'agent.tickets.count': ['count'],
  'agent.v2.quantityRange': ['min'],
  'appointment.slot.requested': ['count'],
  'appointment.hub.upcoming': ['count'],
  'appointment.hub.waiting': ['count'],
  'appointment.pending': ['count'],
  'cashier.quantityValue': ['count'],
  'login.resendIn': ['seconds'],
  'connection.friends.applicationsNew': ['count'],
  'demand.detail.like': ['count'],
  'demand.detail.liked': ['count'],
  'demand.detail.comments': ['count'],
  'demand.form.count': ['count'],
  'exhibitor.answer.length': ['count'],
  'festival.phase.running': ['days'],
  'festival.list.all': ['count'],
  'festival.list.category': ['count'],
  'festival.item.collectors': ['total'],
  'live.countdown.days': ['days'],
  'live.chat.counter': ['count', 'max'],
  'mine.event.registered': ['count'],
  'reception.phase.count': ['received'],
  'reception.phase.countOf': ['received', 'total'],
  'registration.ticket.stockLeft': ['count'],
  'search.group.count': ['total'],
  'thread.composer.count': ['count', 'max'],
  'thread.time.minutes': ['count'],
  'thread.time.hours': ['count'],
  'tickets.count': ['count'],
  'orders.count': ['count'],
  'vote.mine': ['count'],
}

const en = catalogues.en as Record<string, string>

describe('plural forms in the catalogues', () => {
  it.each(['zh', 'en', 'ja', 'ko'] as const)('every %s message can be read (balanced braces, each plural has "other")', language => {
    const unreadable = Object.entries(catalogues[language]).filter(([, text]) => {
      try {
        parseMessage(text)
        return false
      } catch {
        return true
      }
    }).map(([key]) => key)
    expect(unreadable).toEqual([])
  })

  it('every English message with a count placeholder says it with a plural form (or is listed as having no noun)', () => {
    const missing = Object.entries(en).flatMap(([key, text]) => {
      const { names, plurals } = messageParams(text)
      return COUNT_PARAMS.filter(name => names.has(name) && !plurals.has(name) && !NO_NOUN[key]?.includes(name)).map(name => `${key} {${name}}: ${text}`)
    })
    expect(missing).toEqual([])
  })

  it('the list of messages without a noun names only real English messages and their placeholders', () => {
    const stale = Object.entries(NO_NOUN).flatMap(([key, names]) => {
      const text = en[key]
      if (text === undefined) return [`${key}: no such message`]
      const { names: used, plurals } = messageParams(text)
      return names.filter(name => !used.has(name) || plurals.has(name)).map(name => `${key} {${name}}: ${text}`)
    })
    expect(stale).toEqual([])
  })

  it.each(['en', 'ja', 'ko'] as const)('%s messages use the same placeholders as the Chinese ones', language => {
    const zh = catalogues.zh as Record<string, string>
    const differ = Object.entries(catalogues[language] as Record<string, string>).filter(([key, text]) => {
      const ours = [...messageParams(text).names].sort().join()
      return ours !== [...messageParams(zh[key]).names].sort().join()
    }).map(([key, text]) => `${key}: ${text} / ${zh[key]}`)
    expect(differ).toEqual([])
  })
})
