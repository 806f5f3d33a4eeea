#ifndef TEXTFIT_CSYSTEM_SHIM_H
#define TEXTFIT_CSYSTEM_SHIM_H

// A system call that Swift's Glibc module leaves out (glibc declares sync_file_range only under
// _GNU_SOURCE), made through syscall(2), whose variadic form Swift cannot call.
#include <errno.h>
#include <stdint.h>
#if defined(__linux__)
#include <sys/syscall.h>
#include <unistd.h>
#endif

/// sync_file_range(2)'s flags, as <linux/fs.h> numbers them.
enum {
    textfit_sync_file_range_wait_before = 1,
    textfit_sync_file_range_write = 2,
    textfit_sync_file_range_wait_after = 4,
};

/// sync_file_range(2): starts writing a file's dirty pages in `[offset, offset + count)` to disk,
/// and waits for them, as `flags` say. -1 with errno ENOSYS where the system has no such call.
static inline int textfit_sync_file_range(int descriptor, int64_t offset, int64_t count, unsigned int flags) {
#if defined(__linux__) && defined(SYS_sync_file_range)
    return (int)syscall(SYS_sync_file_range, descriptor, offset, count, flags);
#else
    (void)descriptor;
    (void)offset;
    (void)count;
    (void)flags;
    errno = ENOSYS;
    return -1;
#endif
}

#endif
