// An LD_PRELOAD shim for the cost guard (scripts/cost-guard.py): counts heap allocations per thread, and
// brackets the measured requests for callgrind.
//
// Every malloc, calloc, realloc, posix_memalign, aligned_alloc, memalign and valloc adds one to a
// thread-local counter and forwards to glibc's own functions (the __libc_* entry points, so no
// dlsym and no allocation happens inside the shim). sheetd-bench's guard mode finds these functions
// with dlsym and reads the counter before and after its measured requests: the service runs on the
// calling thread, so the difference is the requests' allocations, and threads that derive the ASCII
// advance tables in the background are not counted.
//
// sheetd_guard_begin and sheetd_guard_end start and stop callgrind's instrumentation around the
// measured requests (valgrind --instr-atstart=no): start-up, font loading and the warm-up run
// uninstrumented, several times faster, and callgrind's totals are the measured requests' alone.
// Outside valgrind the client requests do nothing.
#define _GNU_SOURCE
#include <stddef.h>
#include <stdint.h>
#include <errno.h>
#include <valgrind/callgrind.h>

extern void *__libc_malloc(size_t);
extern void *__libc_calloc(size_t, size_t);
extern void *__libc_realloc(void *, size_t);
extern void *__libc_memalign(size_t, size_t);
extern void __libc_free(void *);

static __thread uint64_t allocations;
static __thread uint64_t allocated_bytes;

uint64_t sheetd_allocation_count(void) { return allocations; }
uint64_t sheetd_allocated_bytes(void) { return allocated_bytes; }

void sheetd_guard_begin(void) {
    CALLGRIND_START_INSTRUMENTATION;
    CALLGRIND_ZERO_STATS;
}

void sheetd_guard_end(void) { CALLGRIND_STOP_INSTRUMENTATION; }

static inline void count(size_t size) {
    allocations += 1;
    allocated_bytes += size;
}

void *malloc(size_t size) {
    count(size);
    return __libc_malloc(size);
}

void *calloc(size_t count_, size_t size) {
    count(count_ * size);
    return __libc_calloc(count_, size);
}

void *realloc(void *pointer, size_t size) {
    count(size);
    return __libc_realloc(pointer, size);
}

void free(void *pointer) { __libc_free(pointer); }

void *memalign(size_t alignment, size_t size) {
    count(size);
    return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
    count(size);
    return __libc_memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    if (alignment % sizeof(void *) != 0 || (alignment & (alignment - 1)) != 0) return EINVAL;
    count(size);
    void *pointer = __libc_memalign(alignment, size);
    if (pointer == NULL) return ENOMEM;
    *result = pointer;
    return 0;
}

void *valloc(size_t size) {
    count(size);
    return __libc_memalign(4096, size);
}
