#!/bin/sh
# Publish the readiness report of this suite's TPP (the shipped test TPP, readiness.test.ts) once the
# tests have run: Markdown for the CI job summary, JUnit XML for the CI test reporter, and exit 1 when
# an outcome of go-live.txt was not met or was mishandled. Needs PSD2_SANDBOX_URL.
set -e
tpp=PSDNO-FSA-999999991
node_modules/.bin/psd2-sandbox report --tpp "$tpp" --format md > readiness.md
node_modules/.bin/psd2-sandbox report --tpp "$tpp" --format junit --require go-live.txt > readiness.xml
cat readiness.md
