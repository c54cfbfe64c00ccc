// CLinux: Linux headers Glibc's Swift module leaves out (signalfd).
#pragma once
#include <sys/signalfd.h>

#include <sys/inotify.h>
