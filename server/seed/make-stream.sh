#!/usr/bin/env bash
# Makes the demo live stream and replay under server/static/media/ (committed; run once, needs Debian's ffmpeg):
# a 24 s H.264 + AAC HLS stream in four 6 s fragmented-MP4 segments (.m4s: a .ts name would pass for TypeScript) and the same programme as an MP4 replay.
# Picture: a moving colour pattern with the running time; sound: a soft two-note tone.
set -euo pipefail
cd "$(dirname "$0")/../static"
mkdir -p media/demo-live
rm -f media/demo-live/* media/demo-replay.mp4
video='testsrc2=size=640x360:rate=25,drawbox=x=0:y=300:w=iw:h=60:color=black@0.45:t=fill'
audio='sine=frequency=440:sample_rate=44100,volume=0.2'
ffmpeg -hide_banner -loglevel error -f lavfi -i "$video" -f lavfi -i "$audio" -t 24 \
  -c:v libx264 -profile:v baseline -level 3.0 -pix_fmt yuv420p -b:v 220k -g 50 -keyint_min 50 -sc_threshold 0 \
  -c:a aac -b:a 48k -ac 2 \
  -f hls -hls_time 6 -hls_playlist_type vod -hls_segment_type fmp4 -hls_fmp4_init_filename init.mp4 -hls_segment_filename 'media/demo-live/segment-%d.m4s' media/demo-live/index.m3u8
ffmpeg -hide_banner -loglevel error -f lavfi -i "$video" -f lavfi -i "$audio" -t 24 \
  -c:v libx264 -profile:v baseline -level 3.0 -pix_fmt yuv420p -b:v 160k -c:a aac -b:a 48k -ac 2 -movflags +faststart media/demo-replay.mp4
du -ch media/demo-live media/demo-replay.mp4 | tail -1
