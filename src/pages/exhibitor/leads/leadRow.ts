import type { Lead } from '@/api/leads'
import { formatDateTime } from '@/core/time'
import { leadCardVisible } from '@/core/leads'
import type { Tone } from '@/core/display'
import type { MessageKey } from '@/i18n'

type T = (key: MessageKey, params?: Record<string, string | number>) => string

const CONSENT_TONE: Record<string, Tone> = { granted: 'green', contacted: 'blue', pending: 'amber', declined: 'grey' }

/** A lead as the list and the detail show it: the name only once the card is shared, else the initial. */
export function leadView(lead: Lead, t: T, timezone?: string) {
  const visible = leadCardVisible(lead.consent)
  // A shared card of a person who has not named themselves: the neutral word, never "hidden" (issue 25).
  const name = visible ? lead.person.name?.trim() || t('common.visitor') : t('leads.person.hidden', { initial: lead.person.initial || '?' })
  return {
    id: lead._id,
    name,
    visible,
    company: lead.person.company,
    jobTitle: visible ? lead.person.title ?? '' : '',
    phone: visible ? lead.person.phone ?? '' : '',
    email: visible ? lead.person.email ?? '' : '',
    rating: lead.rating,
    ratingText: lead.rating ? t('leads.rating.value', { rating: lead.rating }) : t('leads.rating.none'),
    tags: lead.tags,
    notes: lead.notes,
    sources: lead.sources.map(source => t(`leads.source.${source}`)),
    consent: { text: t(`leads.consent.${lead.consent}`), tone: CONSENT_TONE[lead.consent] ?? 'grey' },
    captured: formatDateTime(lead.created, timezone),
  }
}

