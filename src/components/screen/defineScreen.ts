import type { ComponentType, ReactNode } from 'react'
import type { Meeting } from '@fu-types/entities'
import type { RouteName, RoutePathParams, RouteQuery } from '@/router/routes'

/** What a screen of route N is opened with: its path parameters and its query, typed by the route table. */
export interface ScreenInput<N extends RouteName = RouteName> {
  params: RoutePathParams<N>
  query: RouteQuery<N>
}

/**
 * The meeting a screen shows, as the frame resolved it and hands it to the screen's hook: the item's own when the
 * declaration's `meetingId` names one, else the query's meeting_id, else the meeting the store holds (the default).
 */
export interface ScreenMeeting {
  /** Its id, undefined until known (no meeting_id and the default meeting not yet loaded). */
  id: string | undefined
  /** The meeting itself, once the store holds it (its title, dates and settings). */
  loaded: Meeting | undefined
  /** Its time zone, once the store holds it. */
  timezone: string | undefined
}

/** What the frame shows instead of the screen while its data loads or after it failed. */
export interface ScreenState {
  status: 'loading' | 'ready' | 'failed'
  retry?: () => void
  /** What failed, in the reader's language (defaults to the common "failed to load"). */
  message?: string
}

export type Variant = 'mobile' | 'desktop'

interface ScreenDefinitionBase<N extends RouteName, D> {
  /** The hook that loads the screen's data and holds its actions, shared by both variants, given the meeting shown. */
  use: (input: ScreenInput<N> & { meeting: ScreenMeeting }) => D
  /** The title on the mobile title bar and the window, when it is the item's own (else the route's). */
  title?: (data: D) => string | undefined
  /** The frame's loading and failed states for this screen's data (until ready, the variant is not rendered). */
  state?: (data: D) => ScreenState
  /**
   * The meeting this screen shows, when it is not the query's meeting_id (an item's own meeting, a path parameter):
   * read from the item, not from the handed meeting (which follows this).
   */
  meetingId?: (input: ScreenInput<N>, data: D) => string | undefined
  /** What differs from the standard frame. */
  frame?: {
    /** No mobile title bar: the screen is a landing page with its own header (the meeting home). */
    titleBar?: false
    /** The title bar's title is not the page's heading: the screen's content carries its own h1. */
    ownHeading?: true
    /**
     * The mobile title bar (and the mini-program's native bar) names the route ("News article") instead of the item,
     * whose title the content's h1 already shows: the page shows the item's title once. The window keeps the item's.
     */
    titleBarTitle?: 'route'
    /** No meeting footer (full-height screens such as the copilot chat). */
    footer?: false
    /** The desktop screen fills the width instead of the 1200 px column (hero images, maps). */
    desktopWidth?: 'full'
    /** Actions at the end of the desktop top bar (share, edit). */
    desktopActions?: (data: D) => ReactNode
    /** Actions at the end of the mobile title bar, before the language menu. */
    mobileActions?: (data: D) => ReactNode
  }
}

/** Two layouts that really differ. */
interface TwoVariants<D> {
  mobile: ComponentType<{ data: D }>
  desktop: ComponentType<{ data: D }>
  view?: never
}

/** One layout for both (it may still look at `variant` for a class name or a column count). */
interface OneView<D> {
  view: ComponentType<{ data: D; variant: Variant }>
  mobile?: never
  desktop?: never
}

export type ScreenDefinition<N extends RouteName = RouteName, D = unknown> = ScreenDefinitionBase<N, D> & (TwoVariants<D> | OneView<D>)

/** What a screen module exports by default; the registry's frame renders it. */
export interface ScreenModule {
  readonly kind: 'screen'
  readonly definition: ScreenDefinition<RouteName, unknown>
}

/**
 * A screen, declared once: the hook with its data and actions, its variants, and what differs from the standard
 * frame. The frame (Screen.tsx) does the rest for every screen. See src/pages/README.md.
 */
export function defineScreen<N extends RouteName, D>(definition: ScreenDefinition<N, D>): ScreenModule {
  return { kind: 'screen', definition: definition as unknown as ScreenDefinition<RouteName, unknown> }
}

export function isScreenModule(value: unknown): value is ScreenModule {
  return typeof value === 'object' && value !== null && (value as ScreenModule).kind === 'screen'
}
