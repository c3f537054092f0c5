/**
 * Error codes of SPEC §8 that the server returns in `{ code, message }` bodies and the client reacts to.
 * One list, shared by server/ and src/.
 */
export const ErrorCode = {
  /** HTTP status too: bad or expired token. */
  TokenInvalid: 403,
  EmailBlacklisted: 4000,
  UnpaidTicketStockShort: 4029,
  TicketInfoChanged: 4340,
  WechatLoginNeedsBinding: 4260,
  VoteUsedUp: 12000,
  VoteTodayUsedUp: 12001,
  VoteEnded: 12003,
  // Codes below are this server's own: SPEC §8 names the error, not its number.
  ValidationFailed: 4220,
  NotFound: 4040,
  InvalidObjectId: 4041,
  CodeInvalid: 4010,
  TooFrequent: 4290,
  LoginRequired: 4011,
  NoPermission: 4030,
  ActivityFull: 4100,
  AlreadyRegistered: 4101,
  IdNumberRegistered: 4102,
  PhoneRegistered: 4103,
  EmailRegistered: 4104,
  TicketSoldOut: 4105,
  SourceFull: 4106,
  SourceInvalid: 4107,
  PriceInvalid: 4108,
  PriceOverLimit: 4109,
  GroupTooLarge: 4110,
  GroupDuplicateMember: 4111,
  RegistrationEnded: 4112,
  RegistrationNotStarted: 4113,
  ResubmitNotAllowed: 4114,
  CouponInvalid: 4115,
  RegistrationRequired: 4116,
  AppointmentConflict: 4200,
  AppointmentFull: 4201,
  AppointmentBusy: 4202,
  /** POST /appointments with proposed=1 to an exhibitor that has slots ahead: book one of them (`data.slots`). */
  AppointmentSlotsPublished: 4203,
  SensitiveContent: 4300,
  SpecialIdentity: 4301,
  CommentExists: 4302,
  PaymentFailed: 4400,
  InvoiceNotAllowed: 4401,
  // Added by the reference server (additive).
  /** Another account already uses this phone / e-mail. */
  AccountPhoneTaken: 4120,
  AccountEmailTaken: 4121,
  /** The account already has a phone / e-mail: SPEC §5 allows setting it only once. */
  AccountFieldLocked: 4122,
  /** The social identity provider is not configured on this server. */
  ProviderUnavailable: 4261,
  /** GET /ocrs/idcard could not read an ID number and name from the image. */
  IdCardUnrecognised: 4130,
  /** SPEC §8 "link or QR code expired": the desktop sign-in QR code is past its expiry or already used. */
  QrCodeExpired: 4262,
  /**
   * POST /tokens/signin-ticket: the one-time sign-in ticket the mini-program's bridge page handed the web-view is
   * unknown, already used or past its 60 s (`data.reason`): sign in again.
   */
  SigninTicketInvalid: 4263,
  /**
   * POST /checkout/activities/{id}/pay with channel `wechat`: the account has no openid in the WeChat Pay app (a person
   * signed in by phone or e-mail in the mini-program's web-view): `data.app_id`. The mini-program's bridge page binds it
   * (one-time ticket → native session → wx.login → POST /wechat/authorizes) and pays; the cashier says so otherwise.
   */
  WechatPayNeedsOpenid: 4264,
  /**
   * POST /wechat/authorizes: the code's WeChat person (openid in that app, or the WeChat sign-in identity) already belongs
   * to another account (409); nothing is bound. `data.app_id`.
   */
  WechatOpenidTaken: 4265,
  /**
   * POST /tokens/google, /tokens/facebook: the identity provider's token is not good (401): `data.provider`, and
   * `data.reason` says which check failed: 'malformed', 'signature' (not the provider's), 'unknown_key', 'expired',
   * 'audience' (issued to another app), 'issuer', 'claims' or 'email_unverified' (Google); 'malformed', 'invalid'
   * (unknown or revoked), 'expired', 'audience', 'claims' or 'email_missing' (Facebook, no e-mail address shared).
   * Sign in with the provider again.
   */
  IdentityTokenInvalid: 4266,
  /**
   * POST /tokens/wechat/web: the `state` WeChat's website sign-in brought back is unknown, already used by another code
   * or by a finished sign-in, or past its 10 minutes (`data.reason`: 'unknown', 'used', 'expired'): sign in again.
   */
  WechatStateInvalid: 4267,
  /** The signed phone login (/tokens/phone/v2) has a wrong or stale signature. */
  SignatureInvalid: 4012,
  /** The order is not in a state that allows this (paid, cancelled, refunded). */
  OrderState: 4402,
  /** The ticket type has a price: register through POST /checkout/activities. */
  PaymentRequired: 4403,
  /** The order stayed unpaid too long and was closed (its places went back on sale): order again. */
  OrderExpired: 4404,
  /** POST /checkout/activities/{id}/refund after the activity's refund deadline (`data.refund_deadline`, seconds; src/core/refund.ts). */
  RefundClosed: 4405,
  /** The match service's own bearer token is missing, forged or past its hour (HTTP 401: not a session logout). */
  MatchTokenInvalid: 4013,
  /** The `signature` header does not match the request (src/core/signature.ts), or its timestamp is too old. */
  RequestSignatureInvalid: 4014,
  /** The union (partner) code is bound to another ticket already (PUT /activity/attendees/unioncode). */
  UnionCodeUsed: 4140,
  /** The WeChat openid is tied to another user already (POST /user_credentials). */
  CredentialTaken: 4141,
  /** PUT /tickets/{id}/attends on a ticket checked in before: `data.attended` says when (seconds; null if unknown). */
  TicketAlreadyCheckedIn: 4150,
  /** PUT /tickets/{id}/attends on a ticket not approved: `data.status` 0 (under review) or 2 (rejected). */
  TicketNotApproved: 4151,
  /**
   * OAuth authorization request (/oauth/authorize) with an unknown client or an unregistered redirect URI: shown on
   * our page, never redirected (RFC 6749 §4.1.2.1); `data.error` is 'invalid_client' or 'invalid_redirect_uri'.
   */
  OAuthRequestInvalid: 4270,
  /** PUT /activities/{id}/attends after the activity ended: the venue's check-in is closed (`data.end`). */
  CheckInClosed: 4152,
  /**
   * PUT /activities/{id}/attends before the check-in window opens (30 minutes before the start, src/core/venueCheckIn.ts):
   * `data.opens` says when (seconds), `data.start` the activity's start.
   */
  CheckInNotOpen: 4153,
  /**
   * POST /reception/checkins: a check-in's `ticket_id` and `code` belong to different tickets (400); `data.ids` names
   * those check-ins, and none of the queue was applied.
   */
  CheckinTicketMismatch: 4154,
  // Lead capture (issue 16; new numbers, to add to SPEC §8).
  /** POST /exhibitor/leads/scan: no approved ticket of the meeting has this code, or the card's person is unknown (404). */
  LeadCodeUnknown: 4180,
  /** POST /exhibitor/leads/scan: tickets of several activities share this short code: `data.activities` [{ _id, title }], pick one (409). */
  LeadCodeAmbiguous: 4181,
  /** GET /exhibitor/leads/export/{token}: the download link is forged or past its 10 minutes (410): export again. */
  LeadExportExpired: 4182,
  /** POST /exhibitor/staff/accept: the invitation code is unknown, withdrawn or used, or it invites another phone (404 / 403). */
  StaffInvitationInvalid: 4183,
  /** POST /exhibitor/staff/accept: the account already works for this company, or is its bound exhibitor (409). */
  StaffAlreadyMember: 4184,
  /** POST /exhibitor/leads/scan: the code is the scanner's own ticket or card, or the company's own exhibitor (400). */
  LeadSelf: 4185,
  /**
   * POST /short-links: the target is not one of our routes nor an http(s) address of our own hosts or FU_LINK_HOSTS
   * (400; issue 26 F6). `data.reason`: 'scheme', 'userinfo' (`user@host`), 'host' (with `data.host`) or 'shape'.
   */
  ShortLinkTargetRefused: 4190,
  /**
   * POST /activities/{id}/waitlist on an activity (or ticket type) with places left: register instead. `data.available`
   * says how many.
   */
  WaitlistNotFull: 4170,
  /** POST /activities/{id}/waitlist when already waiting or holding a place there: `data` is the entry (its position, hold). */
  WaitlistAlreadyJoined: 4171,
  /** DELETE /activities/{id}/waitlist when not waiting there (never joined, left, or the hold expired / was used). */
  WaitlistNotJoined: 4172,
  // Organiser console (issue 28).
  /** DELETE /organizer/meetings/{id}/roles/{role_id}: the meeting's last owner stays (409): make another owner first. */
  MeetingLastOwner: 4500,
  /** POST /organizer/meetings/{id}/roles: the person (or phone / e-mail) holds this role here already (409, `data` = the role). */
  MeetingRoleExists: 4501,
  /** PUT /organizer/meetings/{id}: another meeting answers on this custom domain already (409). */
  MeetingDomainTaken: 4502,
  // Operations (issue 26).
  /** 503 with Retry-After: the instance sheds load while its event loop is overloaded (server/http/operations/pressure.ts). */
  ServerBusy: 5030,
  /** GET /health/ready: 503, the instance should get no traffic (`data.checks`: database, migrations, draining). */
  NotReady: 5031,
} as const

export const SENSITIVE_CATEGORIES = ['spam', 'ad', 'politics', 'terrorism', 'abuse', 'porn', 'flood', 'contraband', 'meaningless', 'harmful'] as const
export type SensitiveCategory = (typeof SENSITIVE_CATEGORIES)[number]

/** Body of every non-2xx response. */
export interface ApiErrorBody {
  code: number
  message: string
  /** e.g. the sensitive category, or the count of existing negotiations for an appointment conflict. */
  data?: Record<string, unknown>
}
