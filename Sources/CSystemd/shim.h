// CSystemd: sd_notify for Type=notify readiness (sd-bus comes with notifications).
#pragma once
#include <systemd/sd-daemon.h>
#include <sys/socket.h>

static const int SD_LISTEN_FDS_START_VALUE = SD_LISTEN_FDS_START;
static const int SOCK_STREAM_VALUE = SOCK_STREAM;
#include <systemd/sd-bus.h>
