/**
 * Request and response shapes of /fu/api calls that are not plain entities (SPEC §7): the contract between
 * src/api and server/modules. Where the reference server implements a call, these follow its schema, and the request
 * types that server/lib/validation.ts requestOf ties to a route's schema cannot drift from it;
 * where it does not yet, they follow SPEC §7's names and are marked "not on the reference server yet".
 */
import type { FormAnswer, LanguageCode, LocalizedText, ObjectId, Order, Ticket, TokenResponse } from './entities'

// ---- Login and codes (server/modules/accounts/login.routes.ts) ----

export interface PhoneCodeRequest { phone: string; area_code?: string; language?: LanguageCode; scene?: string }
export interface CodeSent { sent: 1 }
export interface PhoneLoginRequest { phone: string; area_code?: string; code: string }
export interface EmailLoginRequest { email: string; code: string }
/** `code` is the WeChat login code; phone + verify_code bind a phone when the server answered 4260. */
/** `phone_code`: the mini-program's phone-number button (`open-type="getPhoneNumber"`), instead of phone + verify_code. */
export interface WechatLoginRequest { code: string; app_id?: string; phone?: string; area_code?: string; verify_code?: string; phone_code?: string }
/** POST /signin/tickets: a one-time sign-in ticket (≤ 60 s) the bridge page hands the web-view; never a token. */
export interface SigninTicket { ticket: string; expires_in: number }
/** SPEC §8: WeChat login answers 4260 when the WeChat account has no phone yet; the caller gets this body. */
export interface WechatBindingRequired { code: 4260; message: string; data?: { provider?: string } }
export type WechatLoginResult = TokenResponse | WechatBindingRequired
/** GET /wechat/authorizes: a meeting's authorised official account and the OAuth page the WeChat browser goes to. */
export interface WechatAuthorization { authorizer_appid: string; meeting_id: string; scope: string; authorize_url: string }
/** POST /wechat/web/authorize: WeChat's website sign-in page (qrconnect) and the state it will bring back. */
export interface WechatWebAuthorization { authorize_url: string; state: string }
/** POST /tokens/wechat/web: signed in, and the route the sign-in was started for. 4260 carries `data.app_id`, `data.redirect`. */
export interface WechatWebLogin extends TokenResponse { redirect: string }
export interface SocialLoginRequest { access_token?: string; id_token?: string; email?: string }
/**
 * POST /tokens/qiniu: an upload token for image storage, and where to post the image with it (`upload_url`: the
 * object storage's upload host when the server stores on Qiniu or S3, else this server's `/fu/api/uploads`; core/upload.ts).
 * With S3, `fields` are the presigned POST's form fields (sent instead of `token`), and the upload is completed with
 * POST /uploads/s3 { token: uptoken } (flows/imageUpload.ts).
 */
/** `purpose: 'idcard'` (the ID-card scan) makes the upload private: GET /uploads/<id> answers 404, only the OCR reads it. */
/** `type`: the image's MIME type, when the caller knows it (the server accepts these two only). */
export interface UploadTokenRequest { key: string; bucket: string; purpose?: 'image' | 'idcard'; type?: 'image/jpeg' | 'image/png' }
export interface UploadTokenResponse { uptoken: string; upload_url?: string; fields?: Record<string, string> }

// ---- Desktop WeChat QR sign-in (server/modules/accounts/wechatQr.routes.ts) ----

/** GET /wechat/service/qrcodes: the code's ticket and url (in the QR image) and `poll_key`, known only to the asker. */
export interface ServiceQrCode { ticket: string; url: string; expire_seconds: number; expires_at: number; poll_key: string }
/**
 * The sign-in's state: `confirmed` (a token for the poller) and `bind_phone` (the WeChat code for /bind, 4260) are
 * answered once, later polls say `used`; `expired` once `expires_at` passed unclaimed.
 */
export type QrLoginState =
  | { status: 'waiting' | 'scanned' | 'expired' | 'used' }
  | { status: 'confirmed'; token: string; user_id: string }
  | { status: 'bind_phone'; code: string }

// ---- ID-card scan (server/modules/uploads/ocr.routes.ts) ----

export interface IdCardRecognition { name: string; id_number: string }

// ---- Registration (server/modules/activities/tickets.routes.ts, checkout.ts) ----

export interface Attendee { name?: string; phone?: string; area_code?: string; email?: string; id_number?: string; job?: string; answers?: FormAnswer[] }
export interface GroupInfo { name: string; contact_name: string; contact_phone: string; contact_email?: string }

export interface TicketRequest extends Attendee {
  activity_id: ObjectId
  source_id?: ObjectId
  price_id?: ObjectId
  /** The price the client showed, in cents: a different current price → 4340. */
  amount?: number
  number?: 1
  members?: Attendee[]
  group?: GroupInfo
  user_id?: string
}

export interface TicketUpdate { name?: string; phone?: string; email?: string; id_number?: string; job?: string; answers?: FormAnswer[] }

export interface CheckoutRequest extends Omit<TicketRequest, 'price_id' | 'number'> {
  price_id: ObjectId
  quantity?: number
  coupon_code?: string
}

export interface PaidOrder { order: Order; tickets: Ticket[] }

export interface Count { total: number }

// ---- Views and logs (SPEC §7: user_id and source_id completed by src/api/http.ts) ----

export interface ViewRequest { user_id?: string; source_id?: ObjectId }

// ---- Match service (JSON, its own short-lived bearer token) ----

/** POST /tokens/match on /fu/api: a signed token for the match service (server/modules/copilot/match.routes.ts), one-hour expiry; POST /match/coze/token gives the same shape. */
export interface MatchToken { token: string; /** Unix seconds. */ expires: number }
export interface MatchCompaniesRequest {
  query_type: 'suppliers' | 'clients'
  limit?: number
  client_ids?: ObjectId[]
  meeting_id: ObjectId
  exclude_id?: ObjectId
}
/** Why a company was matched: a shared industry (3 points), the same exhibitor category (2), a shared tag (1), or recommended filler (0). */
export type MatchReason =
  | { kind: 'industry' | 'category'; _id: ObjectId; title: LocalizedText | null }
  | { kind: 'tag'; title: string }
  | { kind: 'recommended' }
export interface MatchCompany {
  _id: ObjectId; meeting_id?: ObjectId; user_id?: ObjectId; title?: LocalizedText | null; logo?: string | null; position?: string | null
  industries?: ObjectId[]; category_id?: ObjectId | null; score?: number; reasons?: MatchReason[]
}
/** GET /match/stream?sid=: text events as they come, then one `event: sources` with the items the answer cites as [n], then `[DONE]`. */
export type MatchSourceKind = 'meeting' | 'activity' | 'agenda' | 'speaker' | 'news' | 'exhibitor' | 'product'
export interface MatchSource { kind: MatchSourceKind; _id: ObjectId; meeting_id: ObjectId; title: LocalizedText | null }

// ---- Content groups, rules and uploads on the reference server (server/routes/*.ts; added by the server) ----
// Lists answer `{ results, total }` and take `limit` / `skip`. Reads of meeting content answer guests when the meeting
// has limits.type 0 and allow_guest_view 1 (else 401, code 4011); a token that is sent must be valid (else 403).

export interface Page { limit?: number; skip?: number }

/** GET /lives/{id}/permission. */
export interface LivePermission {
  allowed: 0 | 1
  /** The same as `allowed`. */
  permission: 0 | 1
  /** 'login' (guest), 'registration' (private: register for one of `activities`), 'payment' (paid: `price` cents). */
  reason?: 'login' | 'registration' | 'payment'
  activities?: ObjectId[]
  price?: number
  /** Given when allowed. */
  hls_url?: string
  replay_url?: string
}
export interface LiveOrder { _id: ObjectId; number: string; live_id: ObjectId; meeting_id: ObjectId; user_id: ObjectId; amount: number; status: 'pending' | 'done'; pay_channel?: string | null; paid?: number | null; created: number }

/** POST /enterprise/likes|awesomes { enterprise_id }, /enterprise/product/likes|awesomes { product_id }; DELETE …/{like_id} or ?enterprise_id= / ?product_id=. */
export interface Like { _id: ObjectId; kind: 'like' | 'awesome'; target_type: 'enterprise' | 'product'; target_id: ObjectId; user_id?: ObjectId; enterprise_id?: ObjectId; product_id?: ObjectId; created: number }

/** GET /vote/get (_id or vote_id) answers the vote document itself (not a list), with the caller's usage when signed in. GET /vote/player/get?player_id= (or _id) answers one player; ?vote_id= a list. */
export interface VoteStatus { ended: 0 | 1; count: number; used_total?: number; used_today?: number }
export interface VoteAnswer { _id: ObjectId; vote_id: ObjectId; player_id: ObjectId; user_id: ObjectId; day: string; created: number }
export interface VoteAnswerAdded extends VoteAnswer { count: number; used_total: number; used_today: number }

/** GET /demands (meeting_id, _id, status, mine, user_id, industry, category, keyword). */
export interface DemandsQuery extends Page { meeting_id?: ObjectId; _id?: ObjectId; status?: 'open' | 'closed'; mine?: 0 | 1; user_id?: ObjectId; industry?: ObjectId; category?: ObjectId; keyword?: string }
/** POST /demands: registration required (4116), title ≥ 5 characters, description ≤ 500, images jpg/png (≤ 9), sensitive → 4300 { category, field }. */
export interface DemandRequest { meeting_id: ObjectId; title: string; description: string; industry?: ObjectId; category?: ObjectId; area?: string; images?: string[]; show_contact?: 0 | 1 }
/** Demand documents also carry these; `contact` only for the poster, friends, and those who commented (when show_contact = 1). */
export interface DemandExtras { comment_total: number; commented: 0 | 1; like_total: number; liked: 0 | 1; contact_visible: 0 | 1; contact?: { phone?: string | null; area_code?: string | null; email?: string | null; wechat?: string } }
/** POST /demands/{id}/comments { content } (one per person: 4302); GET /demands/{id}/comments; POST /demands/{id}/close. */
export interface DemandComment { _id: ObjectId; demand_id: ObjectId; user_id: ObjectId; content: string; created: number; user?: { _id: ObjectId; username: string; avatar: string } }

/**
 * POST /appointments: registration required (4116); 4202 you or the other party already has a meeting; 4201 booking full
 * (data.max); 4200 conflict with data.count pending negotiations, unless force = 1.
 */
export interface AppointmentRequest {
  meeting_id: ObjectId; enterprise_id?: ObjectId; seller_user_id?: ObjectId
  /** YYYY-MM-DD of `start` in `timezone` (default: the meeting's). */
  date: string; start: number; end: number; timezone?: string
  type: 'online' | 'offline'; reason: string; booth?: string; force?: 0 | 1
  /** 1: a time the visitor proposes to an exhibitor without slots ahead (4203 while it has some), on a day of the meeting. */
  proposed?: 0 | 1
}
/** GET /appointments (role buyer|seller, status, meeting_id, end ≥, history=1, _id); POST /appointments/{id}/accept|ignore|cancel; DELETE. */
export interface AppointmentsQuery extends Page { _id?: ObjectId; meeting_id?: ObjectId; role?: 'buyer' | 'seller'; status?: 0 | 1 | 2 | 3; end?: number; history?: 0 | 1 }
/** GET /appointments/count (seller_user_id = me by default, status, end ≥) → Count. GET /appointments/user/is_authentication?meeting_id. */
/** GET /meeting/schedules (meeting_id or enterprise_id, date): an exhibitor's time slots. */
export interface ScheduleSlot {
  _id: ObjectId; meeting_id: ObjectId; enterprise_id: ObjectId; start: number; end: number; date: string
  /** Where to meet: the booth. */
  place?: string
  /** The exhibitor's applying or accepted appointments overlapping the slot. */
  booked: number
  /** How many meetings the slot takes, when the organiser set one (the reference server's slots have none). */
  capacity?: number
}
/** POST /appointments/schedules/{id} and POST /enterprises/{id}/schedules/{sid}/appointments: the same rules and codes as POST /appointments. */
export interface SlotBookingRequest { reason: string; type?: 'online' | 'offline'; force?: 0 | 1 }
/** While 0, `activities`: those an approved ticket of counts (open now, or holding my ticket under review 0 / rejected 2). */
export interface AppointmentAuthentication {
  is_authentication: 0 | 1
  activities?: { _id: ObjectId; title: LocalizedText | string; start: number; end: number; my_ticket_status?: 0 | 2 }[]
}

/**
 * Reception: GET /reception/staff?meeting_id (404 when not staff), /reception/phases, /reception/guests (phase_id, received,
 * keyword), /reception/guests/{id}, /reception/guest?meeting_id (me as a guest), /reception/query/guest (query_code | phone | email);
 * PUT /reception/guests/{id}/phases/{phase_id} { status, form? }.
 */
export interface ReceptionToggle { status: 0 | 1; form?: Record<string, string | number | string[]> }
export interface ReceptionRecord { guest_id: ObjectId; phase_id: ObjectId; status: 0 | 1; staff_user_id: ObjectId | null; form: Record<string, unknown>; updated: number }

/** POST /uploads → 201 (through Qiniu: 200); jpg / png only (415 otherwise; Qiniu 403), FU_UPLOAD_MAX_BYTES (413). */
export interface UploadedImage { _id: ObjectId; key: string; url: string; mime: 'image/png' | 'image/jpeg'; size: number }

// ---- Live chat and demand likes (server/modules/lives/liveChats.routes.ts, demandLikes.ts) ----

export interface LiveChatMessage {
  _id: ObjectId; live_id: ObjectId; user_id: ObjectId | null; content: string; created: number
  user: { _id: ObjectId | null; username: string; avatar: string }
}
/** POST /demands/{id}/likes (201) and DELETE /demands/{id}/likes, idempotent. GET /demand/likes (meeting_id, limit, skip): demands I liked. */
export interface DemandLikeState { demand_id: ObjectId; liked: 0 | 1; like_total: number }

// ---- Accounts, consent, credits, union codes, exhibitor sign-in, providers (server/modules/accounts/accounts.routes.ts, attendance.ts,
// meetingAuthorization.ts, exhibitorLogin.ts, providers.ts). Only the user themself writes their own data (403 otherwise). ----

/** GET /static/regions: a mainland province, Hong Kong, Macao, Taiwan or a country, named in the asked language. */
export interface RegionName {
  /** GB/T 2260 division code (mainland provinces) or ISO 3166-1 alpha-2 code. */
  code: string
  kind: 'province' | 'sar' | 'taiwan' | 'country'
  name: string
}

/** POST /short-links, GET /short-links/{hash}: an 8-character hash standing for one of our routes or an http(s) address. */
export interface ShortLink {
  hash: string
  target: string
}

/** A thread of the meeting's discussion board (GET /threads): plain text by its author, with counts and my like. */
export interface ThreadDoc {
  _id: ObjectId; meeting_id: ObjectId; user_id: ObjectId; content: string; created: number
  user: { _id: ObjectId; username: string; avatar: string }
  reply_total: number; like_total: number; liked: 0 | 1; mine: 0 | 1
}
export interface ThreadReply { _id: ObjectId; thread_id: ObjectId; user_id: ObjectId; content: string; created: number; user?: { _id: ObjectId; username: string; avatar: string } }
export interface ThreadLikeState { thread_id: ObjectId; liked: 0 | 1; like_total: number }
export type ThreadReportReason = 'spam' | 'abuse' | 'false' | 'other'

/**
 * GET /calendar/feed, POST /calendar/feed/rotate: my personal calendar feed's address (issue 16). `url` is https (or
 * http in development), `webcal` the same address for calendar apps; the token in them is the feed's own credential.
 */
export interface CalendarFeed { url: string; webcal: string; created: number }

/**
 * An entry of the automatic waitlist (issue 16): POST / GET / DELETE /activities/{id}/waitlist, GET /waitlist.
 * `position` (1 = next) while waiting; `hold_until` (seconds) while a freed place is held for me; `waiting_total` how
 * many wait on the activity; GET /waitlist adds the activity.
 */
export type WaitlistStatus = 'waiting' | 'held' | 'registered' | 'expired' | 'left'
export interface WaitlistEntry {
  _id: ObjectId
  activity_id: ObjectId
  meeting_id: ObjectId
  price_id: ObjectId | null
  user_id: ObjectId
  status: WaitlistStatus
  created: number
  position?: number
  waiting_total?: number
  held_at?: number
  hold_until?: number
  closed?: number
  activity?: { _id: ObjectId; title: LocalizedText | null; covers: string[]; start: number; end: number } | null
}

// ---- The organiser console (server/modules/organizer/, issue 28; not SPEC §7 calls) ----

/** A person's role in one meeting, widest first (server/modules/organizer/roles.ts). */
export type MeetingRoleName = 'owner' | 'admin' | 'content' | 'registration' | 'finance' | 'reception' | 'moderator'

/** GET /organizer/meetings: a meeting where I hold a role; `role` is my widest. */
export interface OrganizerMeeting {
  _id: ObjectId
  title: LocalizedText
  cover: string
  start: number
  end: number
  /** The meeting's time zone: its dates are shown in it. */
  timezone: string
  published: 0 | 1
  roles: MeetingRoleName[]
  role?: MeetingRoleName
}

/** GET /organizer/templates: a meeting any global organiser may duplicate (and holds no role in). */
export interface OrganizerTemplate { _id: ObjectId; title: LocalizedText; cover: string; start: number; end: number; timezone: string }

/** The content kinds that go to and from spreadsheets (GET / POST /organizer/meetings/{id}/<kind>/sheet). */
export type SheetKind = 'speakers' | 'agendas'
/** GET …/<kind>/sheet: the XLSX, base64. */
export interface ContentSheet { name: string; type: string; file: string }
/** A row's problem: its number in the file (the header is row 1), the column, what is wrong, the server's reason. */
export interface SheetRowProblem { row: number; column: string; problem: 'required' | 'invalid' | 'date' | 'unknown_speaker' | 'refused'; reason: string }
/** POST …/<kind>/sheet: rows read, rows imported (0 on a dry run or with any problem), the problems. */
export interface SheetImport { rows: number; imported: number; problems: SheetRowProblem[] }

/** POST /organizer/meetings: the new meeting's title in each of its languages, its dates and time zone. */
export interface NewOrganizerMeeting { title: Partial<Record<LanguageCode, string>>; start: number; end: number; timezone?: string; languages?: Partial<Record<LanguageCode, 0 | 1>> }

type LanguageTexts = Partial<Record<LanguageCode, string>>

/** The flat settings GET /organizer/meetings/{id} answers and PUT takes (any of them; texts merge per language). */
export interface OrganizerMeetingSettings {
  title: LanguageTexts
  start: number
  end: number
  timezone: string
  place: LanguageTexts | null
  cover: string | null
  /** 1 on, 0 off; at least one language stays on. */
  languages: Partial<Record<LanguageCode, 0 | 1>>
  theme_color: string | null
  main_button_color: string | null
  /** 1: buttons take the theme colour, main_button_color unused. */
  follow_theme_color: 0 | 1 | null
  main_button_theme: 'light' | 'dark' | null
  border_radius: 'round' | 'square' | null
  /** SPEC §6: 0 open to everyone, any other value asks visitors to sign in. */
  limits_type: number | null
  allow_guest_view: 0 | 1 | null
  domain: string | null
  icp: string | null
  share_title: LanguageTexts | null
  share_desc: LanguageTexts | null
  share_cover: string | null
  enable_copilot: 0 | 1 | null
  copilot_name: LanguageTexts | null
  copilot_prologue_title: LanguageTexts | null
  copilot_prologue_description: LanguageTexts | null
  copilot_prologue_questions: LanguageTexts[] | null
  /** 1: any global organiser may duplicate the meeting. */
  template: 0 | 1 | null
}

/** What PUT /organizer/meetings/{id} takes: any of the settings, never null where the server wants a value. */
export type OrganizerSettingsPatch = { [K in Exclude<keyof OrganizerMeetingSettings, 'domain'>]?: Exclude<OrganizerMeetingSettings[K], null> } & { domain?: string | null }

/** GET / PUT /organizer/meetings/{id}, POST …/publish | unpublish: the meeting, its settings and my roles in it. */
export interface OrganizerMeetingView {
  _id: ObjectId
  published: 0 | 1
  settings: OrganizerMeetingSettings
  roles: MeetingRoleName[]
}

/** A role held (or waiting for the phone / e-mail to sign in: `pending`) in a meeting. */
export interface MeetingRoleGrant {
  _id: ObjectId
  meeting_id: ObjectId
  role: MeetingRoleName
  user_id: ObjectId | null
  pending: boolean
  phone: string | null
  email: string | null
  name: string
  granted_by: ObjectId | null
  created: number
}

/** POST /organizer/meetings/{id}/roles: either a phone or an e-mail address. */
export interface GrantRoleRequest { role: MeetingRoleName; phone?: string; email?: string; language?: LanguageCode }

/** GET /organizer/meetings/{id}/audit: one organiser write, newest first. */
export interface AuditEntry {
  _id: ObjectId
  meeting_id: ObjectId
  action: string
  object_type: 'meeting' | 'role' | 'speaker' | 'agenda' | 'news' | 'layout'
  object_id: ObjectId | null
  changes: Record<string, { before?: unknown; after?: unknown }>
  created: number
  actor_id: ObjectId | null
  actor: { _id: ObjectId | null; name: string; phone: string | null; email: string | null }
}

/** The programme's items the console edits (…/speakers | agendas | news): texts per language, merged. */
export interface OrganizerSpeakerFields { name?: LanguageTexts; work_title?: LanguageTexts; company?: LanguageTexts; description?: LanguageTexts; photo?: string; category_id?: ObjectId | null; weight?: number }
export interface OrganizerAgendaFields {
  title?: LanguageTexts; place?: LanguageTexts; track?: LanguageTexts; description?: LanguageTexts
  start?: number; end?: number; type?: string; languages?: LanguageCode[]; speakers?: ObjectId[]; lives?: ObjectId[]
  cover?: string; enable_show?: 0 | 1; weight?: number
}
export interface OrganizerNewsFields { title?: LanguageTexts; summary?: LanguageTexts; content?: LanguageTexts; cover?: string; weight?: number; created?: number }
export interface OrganizerContentFields { speakers: OrganizerSpeakerFields; agendas: OrganizerAgendaFields; news: OrganizerNewsFields }
export type OrganizerContentKind = keyof OrganizerContentFields

/** The home's layout kinds (server/modules/organizer/layoutKinds.ts), each with its own fields. */
export type LayoutBlockKind = 'banner' | 'navigation' | 'for_you' | 'news' | 'lives' | 'agendas' | 'activities' | 'exhibitors' | 'speakers' | 'rich_text'
export interface LayoutSlide { _id?: ObjectId; img: string; link?: string }
/** One block of the draft as PUT …/layout takes it (without `_id`: a new block). */
export interface LayoutBlock { _id?: ObjectId; type: LayoutBlockKind; title: LanguageTexts; limit?: number; layout?: 'grid9'; covers?: LayoutSlide[]; content?: LanguageTexts }
/** One navigation entry (the tab bar and the desktop menu): the page it opens, the phone's when it differs. */
export interface LayoutNavigationEntry { _id?: ObjectId; title: LanguageTexts; link: string; mobile_link?: string; cover?: string; display?: 0 | 1 }
/** GET /organizer/meetings/{id}/layout: the draft, or the released layout as its starting copy (`has_draft` false). */
export interface OrganizerLayout {
  released_version: number
  draft_version: number
  has_draft: boolean
  blocks: LayoutBlock[]
  navigation: LayoutNavigationEntry[]
}
