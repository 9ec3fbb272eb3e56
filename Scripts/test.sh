#!/usr/bin/env bash
# Quick start, part two: the whole test suite (what CI runs).
set -euo pipefail
cd "$(dirname "$0")/.."
bash Scripts/ensure-deps.sh --test-tools
swift build --build-tests
swift test --skip-build
