import { defineMessages } from './define'

/** Messages of the registration form, ticket types, coupons, payment and success. */
export default defineMessages(
  {
    'registration.placeholder': '—',
  },
  {
    en: { 'registration.placeholder': '—' },
    ja: { 'registration.placeholder': '—' },
    ko: { 'registration.placeholder': '—' },
  },
)
