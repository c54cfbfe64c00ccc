# Developer and packager targets. The README's quick start uses scripts/run and scripts/test.
#   make install PREFIX=/usr/local DESTDIR=/tmp/stage   (BIN=dir to install already-built binaries)
#   make deb                                            (overlayd_VERSION_ARCH.deb, here)
PREFIX ?= /usr/local
DESTDIR ?=
BIN ?=
bindir := $(PREFIX)/bin
.PHONY: build release run test bench showroom install clean fuzz sanitize man deb

build:
	swift build

# Static Swift standard library, no RUNPATH into the toolchain (scripts/release).
release:
	scripts/release >/dev/null

# A Debian package of the release binaries (scripts/deb); its path is printed.
deb:
	scripts/deb

run:
	scripts/run

test:
	scripts/test

bench:
	scripts/bench

showroom:
	SHOWROOM_EXIT=1 scripts/run

# The suites under AddressSanitizer with ThreadSanitizer's unit suites beside them (a second
# process), then ThreadSanitizer's integration suites (own build folders; scripts/sanitize, which
# builds ThreadSanitizer's at the lowest priority while AddressSanitizer's suites run).
# Neither runs PackageTests: they test the .deb's release binaries, not the sanitized build
# (and would build a release .deb again). AddressSanitizer runs the rest but the side-by-side
# suites (PEER_SUITES), whose time goes to the real rofi, dunst, zenity, dmenu and Orca: 61% of
# the run, for paths of ours that the other suites drive too. ThreadSanitizer runs every unit
# suite and the integration suites that drive the daemon's two threaded parts, the launcher's
# index readers and the picture loaders (TSAN_SUITES); the rest of the integration suites run
# on the one poll-loop thread, where no two threads share anything.
PEER_SUITES := OverlayIntegrationTests\.([A-Za-z]*SideBySide[A-Za-z]*|DunstLookSurvey|RofiThemedPickScreen|RofiThemeLayout|RofiKeyBindings|Orca)Tests
TSAN_SUITES := OverlayIntegrationTests\.(Launcher|Icon|Picture|WindowIcon|DunstIconPosition|Notification|RofiFidelity|ScriptMode|HostileNotification|Load|Pick)[A-Za-z]*Tests
sanitize:
	PEER_SUITES='$(PEER_SUITES)' TSAN_SUITES='$(TSAN_SUITES)' scripts/sanitize

# libFuzzer on the request grammar and the config parser (FUZZ_SECONDS per target).
fuzz:
	scripts/fuzz request config

install:
	$(eval SRC := $(if $(BIN),$(BIN),$(shell scripts/release)))
	install -Dm755 $(SRC)/overlayd $(DESTDIR)$(bindir)/overlayd
	install -Dm755 $(SRC)/overlayctl $(DESTDIR)$(bindir)/overlayctl
	install -d $(DESTDIR)$(PREFIX)/lib/systemd/user
	sed 's|@BINDIR@|$(bindir)|g' systemd/overlayd.service > $(DESTDIR)$(PREFIX)/lib/systemd/user/overlayd.service
	install -m644 systemd/overlayd.socket $(DESTDIR)$(PREFIX)/lib/systemd/user/overlayd.socket
	install -d $(DESTDIR)$(PREFIX)/share/dbus-1/services
	sed 's|@BINDIR@|$(bindir)|g' systemd/org.freedesktop.Notifications.service > $(DESTDIR)$(PREFIX)/share/dbus-1/services/org.freedesktop.Notifications.service
	install -Dm644 man/overlayd.1 $(DESTDIR)$(PREFIX)/share/man/man1/overlayd.1
	install -Dm644 man/overlayctl.1 $(DESTDIR)$(PREFIX)/share/man/man1/overlayctl.1
	install -Dm644 man/overlayd.toml.5 $(DESTDIR)$(PREFIX)/share/man/man5/overlayd.toml.5
	install -Dm644 config/overlayd.toml $(DESTDIR)$(PREFIX)/share/doc/overlayd/examples/overlayd.toml
	install -d $(DESTDIR)$(PREFIX)/share/bash-completion/completions $(DESTDIR)$(PREFIX)/share/zsh/site-functions $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d
	$(SRC)/overlayctl --generate-completion-script bash > $(DESTDIR)$(PREFIX)/share/bash-completion/completions/overlayctl
	$(SRC)/overlayctl --generate-completion-script zsh > $(DESTDIR)$(PREFIX)/share/zsh/site-functions/_overlayctl
	$(SRC)/overlayctl --generate-completion-script fish > $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/overlayctl.fish

# The COMMANDS and OPTIONS sections of overlayctl(1), from the option table (a test holds them equal).
man:
	swift build --product overlayctl
	$(eval CTL := $(shell swift build --show-bin-path)/overlayctl)
	{ sed -n '1,/^\.\\" BEGIN generated/p' man/overlayctl.1; $(CTL) --generate-man-section; \
	  sed -n '/^\.\\" END generated/,$$p' man/overlayctl.1; } > man/overlayctl.1.new
	mv man/overlayctl.1.new man/overlayctl.1

clean:
	rm -rf .build showroom/*.png
