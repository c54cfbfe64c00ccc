// CLinux: Linux headers Glibc's Swift module leaves out (signalfd).
#pragma once
#include <sys/signalfd.h>

#include <sys/inotify.h>
#include <malloc.h>
#include <sys/socket.h>

// Socket flags as plain constants: their glibc enum spelling does not import the same way in
// every build configuration.
static const int CLINUX_SOCK_STREAM = SOCK_STREAM;
static const int CLINUX_SOCK_NONBLOCK = SOCK_NONBLOCK;
static const int CLINUX_SOCK_CLOEXEC = SOCK_CLOEXEC;

#include <sys/syscall.h>
#include <unistd.h>

// pidfd_open(2): a descriptor that becomes readable when the process exits (glibc has no
// wrapper before 2.36, and syscall() is variadic).
static inline int clinux_pidfd_open(int pid) { return (int)syscall(SYS_pidfd_open, pid, 0); }

#include <spawn.h>

// posix_spawn's GNU extensions (glibc 2.34+), declared only under _GNU_SOURCE, which the
// Glibc module is not built with: a launched program gets its own session and no
// descriptor but 0, 1 and 2.
extern int posix_spawn_file_actions_addclosefrom_np(posix_spawn_file_actions_t *, int);
static const short CLINUX_POSIX_SPAWN_SETSID = 0x80;
extern int posix_spawn_file_actions_addchdir_np(posix_spawn_file_actions_t *, const char *);
