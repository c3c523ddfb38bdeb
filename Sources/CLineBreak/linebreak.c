#include "linebreak.h"

#include <stdlib.h>
#include <unicode/ubrk.h>
#include <unicode/utypes.h>
#include <unicode/uversion.h>

struct sheetd_breaker {
    UBreakIterator *line;
    UBreakIterator *grapheme;
};

/* ICU reports most failures through *status only; keep its sign convention (> 0 is an error). */
static int failed(UErrorCode code) { return U_FAILURE(code); }

static sheetd_breaker *wrap(UBreakIterator *line, UBreakIterator *grapheme, UErrorCode *code) {
    if (failed(*code)) {
        if (line) ubrk_close(line);
        if (grapheme) ubrk_close(grapheme);
        return NULL;
    }
    sheetd_breaker *breaker = malloc(sizeof *breaker);
    if (!breaker) {
        ubrk_close(line);
        ubrk_close(grapheme);
        *code = U_MEMORY_ALLOCATION_ERROR;
        return NULL;
    }
    breaker->line = line;
    breaker->grapheme = grapheme;
    return breaker;
}

sheetd_breaker *sheetd_breaker_open(const char *line_locale, int32_t *status) {
    UErrorCode code = U_ZERO_ERROR;
    UBreakIterator *line = ubrk_open(UBRK_LINE, line_locale, NULL, 0, &code);
    UBreakIterator *grapheme = failed(code) ? NULL : ubrk_open(UBRK_CHARACTER, "", NULL, 0, &code);
    sheetd_breaker *breaker = wrap(line, grapheme, &code);
    *status = code;
    return breaker;
}

sheetd_breaker *sheetd_breaker_clone(const sheetd_breaker *prototype, int32_t *status) {
    UErrorCode code = U_ZERO_ERROR;
#if U_ICU_VERSION_MAJOR_NUM >= 69
    UBreakIterator *line = ubrk_clone(prototype->line, &code);
    UBreakIterator *grapheme = failed(code) ? NULL : ubrk_clone(prototype->grapheme, &code);
#else
    UBreakIterator *line = ubrk_safeClone(prototype->line, NULL, NULL, &code);
    UBreakIterator *grapheme = failed(code) ? NULL : ubrk_safeClone(prototype->grapheme, NULL, NULL, &code);
#endif
    sheetd_breaker *breaker = wrap(line, grapheme, &code);
    *status = code;
    return breaker;
}

void sheetd_breaker_close(sheetd_breaker *breaker) {
    if (!breaker) return;
    ubrk_close(breaker->line);
    ubrk_close(breaker->grapheme);
    free(breaker);
}

/* Points `iterator` at `text` and collects the boundaries after the start. */
static int32_t collect(UBreakIterator *iterator, const uint16_t *text, int32_t length, int32_t *offsets,
                       uint8_t *is_mandatory, int32_t capacity, int32_t *status) {
    UErrorCode code = U_ZERO_ERROR;
    if (length < 0 || capacity < 0 || (length > 0 && (!text || !offsets))) {
        *status = U_ILLEGAL_ARGUMENT_ERROR;
        return -1;
    }
    /* UChar is uint16_t in C (or char16_t, which has the same representation). */
    ubrk_setText(iterator, (const UChar *)text, length, &code);
    if (failed(code)) {
        *status = code;
        return -1;
    }
    int32_t count = 0;
    ubrk_first(iterator);
    for (int32_t offset = ubrk_next(iterator); offset != UBRK_DONE && count < capacity;
         offset = ubrk_next(iterator)) {
        offsets[count] = offset;
        if (is_mandatory) {
            int32_t rule = ubrk_getRuleStatus(iterator);
            is_mandatory[count] = rule >= UBRK_LINE_HARD && rule < UBRK_LINE_HARD_LIMIT;
        }
        count += 1;
    }
    /* Drop ICU's pointer to the caller's buffer, which is about to be reused or freed. */
    static const UChar empty[1] = {0};
    ubrk_setText(iterator, empty, 0, &code);
    *status = U_ZERO_ERROR;
    return count;
}

int32_t sheetd_line_breaks(sheetd_breaker *breaker, const uint16_t *text, int32_t length, int32_t *offsets,
                           uint8_t *is_mandatory, int32_t capacity, int32_t *status) {
    return collect(breaker->line, text, length, offsets, is_mandatory, capacity, status);
}

int32_t sheetd_grapheme_ends(sheetd_breaker *breaker, const uint16_t *text, int32_t length, int32_t *offsets,
                             int32_t capacity, int32_t *status) {
    return collect(breaker->grapheme, text, length, offsets, NULL, capacity, status);
}

const char *sheetd_status_name(int32_t status) { return u_errorName((UErrorCode)status); }

const char *sheetd_icu_version(void) { return U_ICU_VERSION; }
