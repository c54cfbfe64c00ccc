# Developer targets. The README's quick start uses scripts/run and scripts/test.
PREFIX ?= /usr/local
.PHONY: build run test bench showroom clean

build:
	swift build

run:
	scripts/run

test:
	scripts/test

bench:
	scripts/bench

showroom:
	SHOWROOM_EXIT=1 scripts/run

clean:
	rm -rf .build showroom/*.png
