#!/bin/sh
# Start psd2-sandbox in the background and print its URL once it listens. If it exits first (port
# taken, bad setting) or is not listening within 30 s: print its log and exit 1, at once.
# Usage: sh start-sandbox.sh [psd2-sandbox options]; its log is sandbox.log, its process id sandbox.pid
# (the installed bin, not npx: npx would not pass a SIGTERM on, and would download what is not installed).
rm -f sandbox.url sandbox.exit
(
  node_modules/.bin/psd2-sandbox --memory --ready-file sandbox.url "$@" &
  echo $! > sandbox.pid
  wait $!
  echo $? > sandbox.exit
) > sandbox.log 2>&1 &
tries=0
until [ -s sandbox.url ]; do
  if [ -e sandbox.exit ] || [ "$tries" -ge 300 ]; then
    cat sandbox.log >&2
    if [ -e sandbox.exit ]; then echo "psd2-sandbox exited ($(cat sandbox.exit)) before listening" >&2
    else echo "psd2-sandbox did not listen within 30 s" >&2; kill "$(cat sandbox.pid)"; fi
    exit 1
  fi
  tries=$((tries + 1))
  sleep 0.1
done
cat sandbox.url
