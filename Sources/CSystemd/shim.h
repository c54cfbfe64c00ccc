// CSystemd: sd_notify for Type=notify readiness (sd-bus comes with notifications).
#pragma once
#include <systemd/sd-daemon.h>
