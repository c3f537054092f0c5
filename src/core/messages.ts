/**
 * The i18n keys core hands to screens. Core returns keys, never translated text, and imports nothing of i18n:
 * it names its keys here, each rule's return type says which ones it gives, and src/i18n/index.ts checks at
 * compile time that the catalogue holds every CoreMessageKey. So a screen passes them to t() without a cast.
 * This file imports nothing, so every core module may use it.
 */

// The badges of a state (Display.key).
export type ActivityStateKey = `activity.state.${'not_started' | 'ongoing' | 'ended' | 'full' | 'under_review' | 'rejected' | 'registered'}`
export type AppointmentStatusKey = `appointment.status.${'applying' | 'accepted' | 'ignored' | 'cancelled' | 'deleted' | 'unknown'}`
export type ConnectionStatusKey = `connection.status.${'submitted' | 'accepted' | 'ignored' | 'cancelled' | 'unknown'}`
export type DemandStatusKey = `demand.status.${'open' | 'closed'}`
export type InvoiceStepKey = `invoice.step.${'fill' | 'processing' | 'completed' | 'rejected'}`
export type OrderStatusKey = `order.status.${'pending' | 'completed' | 'refunded' | 'refunding' | 'refundFailed' | 'cancelled' | 'expired'}`
export type QuestionStatusKey = `question.status.${'unanswered' | 'public' | 'private'}`
export type ReceptionStatusKey = `reception.status.${'received' | 'notReceived'}`
export type TicketStatusKey = `ticket.status.${'reviewing' | 'approved' | 'rejected' | 'checkedIn' | 'unknown'}`
export type ExhibitorApplicationStatusKey = `exhibitorApply.status.${'reviewing' | 'approved' | 'rejected'}`

/** Any state's badge. */
export type StatusKey =
  | ActivityStateKey | AppointmentStatusKey | ConnectionStatusKey | DemandStatusKey | InvoiceStepKey
  | OrderStatusKey | QuestionStatusKey | ReceptionStatusKey | TicketStatusKey | ExhibitorApplicationStatusKey

/** The dialogs of SPEC §8 (each shown with a single "know" button). */
export type ActivityDialogKey =
  | 'activity.register.notStart' | 'dialog.activity_deadline.title' | 'signup.failed.max'
  | 'activity.agentSignup.exceed' | 'activity.agentSignup.requireInfo' | 'activity_disable_resubmit' | 'activity_deadline'

/** Why an invoice cannot be asked for yet. */
export type InvoiceBlockerKey = `invoice.unavailable.${'disabled' | 'unpaid' | 'exists' | 'notApproved' | 'notAllocated'}`

/** The question before a reception toggle. */
export type ReceptionConfirmKey = `reception.confirm.${'receive' | 'unreceive'}`

/** The booking screen's slot labels and unavailable days (core/appointmentSlots). */
export type AppointmentSlotKey =
  | `appointment.slot.${'place' | 'full' | 'left' | 'requested'}`
  | `appointment.day.${'full' | 'none'}`

/** A price of 0. */
export type PriceKey = 'price.free'

/** A live's countdown: with whole days, or the clock alone when less than a day is left. */
export type CountdownKey = 'live.countdown' | 'live.countdown.days'

/** What a validation rule finds wrong with a field (core/validation). */
export type ErrorKey =
  | 'validation.required'
  | 'validation.agreement.required'
  | 'validation.amount.invalid'
  | 'validation.ticket.required'
  | `validation.phone.${'required' | 'invalid'}`
  | `validation.email.${'required' | 'invalid'}`
  | 'validation.code.required'
  | `validation.idNumber.${'required' | 'invalid'}`
  | `validation.demand.title.${'required' | 'tooShort'}`
  | `validation.text.${'required' | 'tooLong'}`
  | 'validation.name.directionControl'
  | 'validation.comment.required'
  | 'validation.image.type'
  | `validation.appointment.${'date.first' | 'date.required' | 'reason.required' | 'time.required' | 'time.same' | 'time.endBeforeStart' | 'time.past'}`
  | `validation.group.${'name' | 'contactPerson'}.required`
  | `validation.group.duplicate.${'phone' | 'email' | 'id_number'}`
  | `validation.invoice.${'title' | 'taxNumber' | 'type' | 'fetchWay' | 'mailingAddress' | 'address' | 'companyPhone' | 'bank' | 'bankAccount'}.required`
  | 'validation.invoice.taxNumber.invalid'
  | `reception.query.${'codeInvalid' | 'nameRequired'}`
  | `validation.exhibitorApply.${'company' | 'contact' | 'category' | 'boothType' | 'area'}.required`
  | `validation.exhibitorApply.area.${'invalid' | 'standardUnit' | 'rawMinimum'}`

/** How long ago a post of the discussion board was written (core/thread.ts). */
export type PostedAgoKey = `thread.time.${'justNow' | 'minutes' | 'hours' | 'days'}`

/** What is wrong with a lead's rating, tags or notes (core/leads.ts). */
export type LeadEditErrorKey = `leads.error.${'rating' | 'tagsTooMany' | 'tagTooLong' | 'notesTooLong'}`

/** Every key core gives: the i18n catalogue must hold each one (checked in src/i18n/index.ts). */
export type CoreMessageKey = StatusKey | ActivityDialogKey | InvoiceBlockerKey | ReceptionConfirmKey | PriceKey | CountdownKey | ErrorKey | AppointmentSlotKey | PostedAgoKey | LeadEditErrorKey
