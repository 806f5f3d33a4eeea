#ifndef TEXTFIT_CICU_SHIM_H
#define TEXTFIT_CICU_SHIM_H

// The system ICU's line break iterator, declared by hand.
//
// Swift's Foundation on Linux carries its own copy of ICU's headers (module _FoundationICU),
// and importing the system's <unicode/ubrk.h> as well makes two definitions of UErrorCode and
// the other enums, which Swift refuses. So only <unicode/uvernum.h> is read (macros only, for
// the version suffix ICU gives every C entry point: ubrk_open is ubrk_open_72), and the four
// functions TextFit calls are declared with plain integer types, as ICU's C ABI has them
// (its enums are int-sized). The constants are ICU's stable, documented values.
#include <stdint.h>
#include <unicode/uvernum.h>

/// An ICU UBreakIterator, opaque.
typedef struct textfit_icu_break_iterator textfit_icu_break_iterator;

textfit_icu_break_iterator *U_ICU_ENTRY_POINT_RENAME(ubrk_open)(int type, const char *locale, const uint16_t *text,
                                                                  int32_t textLength, int *status);
void U_ICU_ENTRY_POINT_RENAME(ubrk_close)(textfit_icu_break_iterator *iterator);
int32_t U_ICU_ENTRY_POINT_RENAME(ubrk_next)(textfit_icu_break_iterator *iterator);
int32_t U_ICU_ENTRY_POINT_RENAME(ubrk_getRuleStatus)(textfit_icu_break_iterator *iterator);
const char *U_ICU_ENTRY_POINT_RENAME(u_errorName)(int code);

/// `UBRK_LINE` in `UBreakIteratorType`.
#define TEXTFIT_UBRK_LINE 2
/// `UBRK_LINE_HARD` and `UBRK_LINE_HARD_LIMIT`: rule statuses of mandatory breaks.
#define TEXTFIT_UBRK_LINE_HARD 100
#define TEXTFIT_UBRK_LINE_HARD_LIMIT 200

/// A line-break iterator (UAX #14 with ICU's tailorings and dictionaries) for `locale` over
/// `text`; NULL with `*status` > 0 on failure. It reads `text` in place: keep it alive.
static inline textfit_icu_break_iterator *textfit_ubrk_open_line(const char *locale, const uint16_t *text,
                                                                 int32_t length, int *status) {
    *status = 0;  // U_ZERO_ERROR
    return U_ICU_ENTRY_POINT_RENAME(ubrk_open)(TEXTFIT_UBRK_LINE, locale, text, length, status);
}
/// Closes an iterator from `textfit_ubrk_open_line`.
static inline void textfit_ubrk_close(textfit_icu_break_iterator *iterator) {
    U_ICU_ENTRY_POINT_RENAME(ubrk_close)(iterator);
}
/// The next break offset in UTF-16 units, or -1 (`UBRK_DONE`) at the end.
static inline int32_t textfit_ubrk_next(textfit_icu_break_iterator *iterator) {
    return U_ICU_ENTRY_POINT_RENAME(ubrk_next)(iterator);
}
/// 1 when the break just returned is mandatory.
static inline int textfit_ubrk_is_hard(textfit_icu_break_iterator *iterator) {
    int32_t status = U_ICU_ENTRY_POINT_RENAME(ubrk_getRuleStatus)(iterator);
    return status >= TEXTFIT_UBRK_LINE_HARD && status < TEXTFIT_UBRK_LINE_HARD_LIMIT ? 1 : 0;
}
/// 1 when `status` is a failure (`U_FAILURE`: greater than `U_ZERO_ERROR`).
static inline int textfit_u_failure(int status) { return status > 0 ? 1 : 0; }
/// ICU's name for `status`.
static inline const char *textfit_u_error_name(int status) { return U_ICU_ENTRY_POINT_RENAME(u_errorName)(status); }

#endif
