/**
 * The H5 player's own controls for a running live (pages/meeting/live/detail): Taro's H5 Video draws a bar whose
 * play and full-screen buttons are bare divs and whose scrubber means nothing on a live, so the live page draws its
 * own buttons and acts here on the page's elements. The live detail is an H5 screen (the mini-program opens it in
 * its web-view), so only a browser's DOM is met.
 */

type FullscreenDocument = Document & { webkitFullscreenElement?: Element | null; webkitExitFullscreen?: () => void }
type FullscreenElement = HTMLElement & { webkitRequestFullscreen?: () => void }
type IosVideo = HTMLVideoElement & { webkitEnterFullscreen?: () => void }

/** The <video> of Taro's Video with this id (its host element holds it; the element itself in tests). */
function videoById(id: string): HTMLVideoElement | null {
  const host = document.getElementById(id)
  if (!host) return null
  return host instanceof HTMLVideoElement ? host : host.querySelector('video')
}

export function playVideo(id: string): void {
  // A refused play (no user gesture, a stream gone) leaves the button on "Play": nothing else to say.
  void videoById(id)?.play()?.catch(() => undefined)
}

export function pauseVideo(id: string): void {
  videoById(id)?.pause()
}

export function setVideoMuted(id: string, muted: boolean): void {
  const video = videoById(id)
  if (video) video.muted = muted
}

export function isFullscreen(): boolean {
  const doc = document as FullscreenDocument
  return Boolean(doc.fullscreenElement ?? doc.webkitFullscreenElement)
}

/**
 * Full screen for the stage (video, badge, caption and the buttons together), or out of it; an iPhone, which
 * takes only a video full screen, gets the video in its own player.
 */
export function toggleFullscreen(stageId: string, videoId: string): void {
  const doc = document as FullscreenDocument
  if (isFullscreen()) {
    if (doc.exitFullscreen) void doc.exitFullscreen().catch(() => undefined)
    else doc.webkitExitFullscreen?.()
    return
  }
  const stage = document.getElementById(stageId) as FullscreenElement | null
  if (stage?.requestFullscreen) void stage.requestFullscreen().catch(() => undefined)
  else if (stage?.webkitRequestFullscreen) stage.webkitRequestFullscreen()
  else (videoById(videoId) as IosVideo | null)?.webkitEnterFullscreen?.()
}

/** Calls `listener` when the page enters or leaves full screen; answers the unsubscribe. */
export function onFullscreenChange(listener: () => void): () => void {
  document.addEventListener('fullscreenchange', listener)
  document.addEventListener('webkitfullscreenchange', listener)
  return () => {
    document.removeEventListener('fullscreenchange', listener)
    document.removeEventListener('webkitfullscreenchange', listener)
  }
}
