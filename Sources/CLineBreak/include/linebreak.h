/*
 * sheetd's facade over ICU's break iterators (UAX #14 line breaks, UAX #29 grapheme clusters).
 *
 * Why a C facade: ICU's C API is a set of versioned macros (`ubrk_open` is `ubrk_open_72`),
 * which Swift does not import, and ICU's headers clash with Foundation's bundled ICU when both
 * are visible to one Swift module. This header therefore exposes only <stdint.h> types and one
 * opaque struct; ICU stays inside linebreak.c.
 *
 * Text is UTF-16 (`uint16_t`), offsets are UTF-16 code-unit offsets (`int32_t`). Status codes are
 * ICU's `UErrorCode` values (0 is success, negative values are warnings, positive are errors).
 */
#pragma once
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* A line-break iterator and a grapheme-cluster iterator. Not thread-safe: use one per thread
 * (clone a prototype with sheetd_breaker_clone). */
typedef struct sheetd_breaker sheetd_breaker;

/* Opens both iterators; the line iterator uses `line_locale` (e.g. "ja@lb=strict").
 * Returns NULL and sets *status on failure. */
sheetd_breaker *sheetd_breaker_open(const char *line_locale, int32_t *status);

/* An independent copy of `prototype`, cheaper than opening one. Returns NULL and sets *status on
 * failure. `prototype` is only read. */
sheetd_breaker *sheetd_breaker_clone(const sheetd_breaker *prototype, int32_t *status);

/* Frees a breaker; NULL is ignored. */
void sheetd_breaker_close(sheetd_breaker *breaker);

/* The UAX #14 line-break opportunities of `text`: writes the offsets after which a line may end
 * (ascending, each in 1...length; the last is `length` when length > 0) and, for each, whether
 * the break is mandatory (1, after a newline) or allowed (0). Returns the number written (at most
 * `capacity`; `length` always suffices), or -1 with *status set. */
int32_t sheetd_line_breaks(sheetd_breaker *breaker, const uint16_t *text, int32_t length, int32_t *offsets,
                           uint8_t *is_mandatory, int32_t capacity, int32_t *status);

/* The extended grapheme cluster boundaries of `text` after its start: the offset where each
 * cluster ends (ascending; the last is `length` when length > 0). Returns the number written, or
 * -1 with *status set. `length` entries always suffice. */
int32_t sheetd_grapheme_ends(sheetd_breaker *breaker, const uint16_t *text, int32_t length, int32_t *offsets,
                             int32_t capacity, int32_t *status);

/* ICU's name for a status code, e.g. "U_ILLEGAL_ARGUMENT_ERROR". */
const char *sheetd_status_name(int32_t status);

/* The version of the ICU linked in, e.g. "72.1". */
const char *sheetd_icu_version(void);

#ifdef __cplusplus
}
#endif
