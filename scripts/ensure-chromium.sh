#!/usr/bin/env bash
# Debian's chromium (and CJK fonts for cn/jp text) for the browser tests; no browser download works here.
# ffmpeg makes the fake camera video of the counter's test (e2e/counter.spec.ts).
set -euo pipefail
if [ ! -x /usr/bin/chromium ] || ! fc-list 2>/dev/null | grep -qi 'Noto Sans CJK' || ! command -v ffmpeg >/dev/null 2>&1; then
  echo "Installing Debian chromium, fonts-noto-cjk and ffmpeg with apt-get" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >/dev/null
  apt-get install -y -qq chromium fonts-noto-cjk ffmpeg >/dev/null
fi
