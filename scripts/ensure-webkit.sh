#!/usr/bin/env bash
# Debian's WebKitGTK WebDriver (WebKitWebDriver and MiniBrowser, the engine Safari shares) and Xvfb, for the WebKit
# smoke suite (webkit/, docs/decisions/0240); MiniBrowser has no headless mode, so it draws on a virtual display.
set -euo pipefail
if ! command -v WebKitWebDriver >/dev/null 2>&1 || ! command -v Xvfb >/dev/null 2>&1; then
  echo "Installing Debian webkit2gtk-driver and xvfb with apt-get" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >/dev/null
  apt-get install -y -qq webkit2gtk-driver xvfb >/dev/null
fi
