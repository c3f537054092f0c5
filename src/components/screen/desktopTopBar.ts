import { loadable } from '../loadable'

/**
 * The desktop variant's top bar (../DesktopTopBar.tsx), in a chunk of its own: phones never draw it (issue 15). The
 * route host loads it beside a screen's chunk on a desktop (pages/registry.ts), so it is there when the screen draws.
 */
export const DesktopTopBar = loadable(() => import(/* webpackChunkName: "desktop-top-bar" */ '../DesktopTopBar').then(module => module.DesktopTopBar))
