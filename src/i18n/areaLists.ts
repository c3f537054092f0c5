/**
 * Which areas' messages travel together. The H5 app loads, in the UI language only, the first screen's areas before it
 * renders and the rest with any other screen (packs/); the mini-program's native pages carry theirs (packs/weapp.ts).
 */
export const AREAS = ['account', 'activity', 'agenda', 'agent', 'appointment', 'cashier', 'common', 'connection', 'copilot', 'core', 'demand', 'exhibit', 'exhibitor', 'festival', 'forYou', 'home', 'invitation', 'invoice', 'landing', 'leads', 'live', 'liveDetail', 'meetingInfo', 'mine', 'my', 'native', 'news', 'oauth', 'organizer', 'reception', 'registration', 'routeTitles', 'search', 'shell', 'shortLink', 'thread', 'tickets', 'vote', 'webview'] as const
type AreaName = (typeof AREAS)[number]

/** What the home screen and the frame around every screen show (the first paint waits for these only). */
export const FIRST_SCREEN_AREAS: readonly AreaName[] = ['common', 'routeTitles', 'shell', 'core', 'home', 'live', 'news']

/** What the mini-program's native pages show (their subpackages carry these, in the four languages). */
export const NATIVE_PAGE_AREAS: readonly AreaName[] = ['common', 'routeTitles', 'shell', 'core', 'home', 'live', 'native', 'webview', 'exhibit', 'exhibitor', 'invitation', 'demand', 'thread', 'appointment', 'forYou']
