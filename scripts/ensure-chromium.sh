#!/usr/bin/env bash
# Debian's chromium (and CJK fonts for cn/jp text) for the browser tests; no browser download works here.
set -euo pipefail
if [ ! -x /usr/bin/chromium ] || ! fc-list 2>/dev/null | grep -qi 'Noto Sans CJK'; then
  echo "Installing Debian chromium and fonts-noto-cjk with apt-get" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >/dev/null
  apt-get install -y -qq chromium fonts-noto-cjk >/dev/null
fi
