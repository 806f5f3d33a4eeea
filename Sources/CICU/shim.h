#ifndef TEXTFIT_CICU_SHIM_H
#define TEXTFIT_CICU_SHIM_H

// The system ICU's line break iterator, language-tag and plural-rule functions, declared by hand.
//
// Swift's Foundation on Linux carries its own copy of ICU's headers (module _FoundationICU),
// and importing the system's <unicode/ubrk.h> as well makes two definitions of UErrorCode and
// the other enums, which Swift refuses. So only <unicode/uvernum.h> is read (macros only, for
// the version suffix ICU gives every C entry point: ubrk_open is ubrk_open_72), and the
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
void U_ICU_ENTRY_POINT_RENAME(ubrk_setText)(textfit_icu_break_iterator *iterator, const uint16_t *text,
                                            int32_t textLength, int *status);
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
/// Points `iterator` at `text` and back to its start, as a new iterator over it would be; `*status`
/// > 0 on failure. It reads `text` in place: keep it alive while iterating.
static inline void textfit_ubrk_set_text(textfit_icu_break_iterator *iterator, const uint16_t *text, int32_t length,
                                         int *status) {
    *status = 0;  // U_ZERO_ERROR
    U_ICU_ENTRY_POINT_RENAME(ubrk_setText)(iterator, text, length, status);
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

// Language tags: BCP 47 parsing and writing (uloc_*), CLDR's alias data (the `metadata`
// resource ICU builds from CLDR's supplementalMetadata.xml), and script direction.

/// An ICU UResourceBundle, opaque.
typedef struct textfit_icu_resource textfit_icu_resource;

int32_t U_ICU_ENTRY_POINT_RENAME(uloc_forLanguageTag)(const char *langtag, char *localeID, int32_t capacity,
                                                      int32_t *parsedLength, int *status);
int32_t U_ICU_ENTRY_POINT_RENAME(uloc_toLanguageTag)(const char *localeID, char *langtag, int32_t capacity,
                                                     int8_t strict, int *status);
int32_t U_ICU_ENTRY_POINT_RENAME(uloc_getLanguage)(const char *localeID, char *language, int32_t capacity, int *status);
int32_t U_ICU_ENTRY_POINT_RENAME(uloc_getScript)(const char *localeID, char *script, int32_t capacity, int *status);
int32_t U_ICU_ENTRY_POINT_RENAME(uloc_getCountry)(const char *localeID, char *country, int32_t capacity, int *status);
int8_t U_ICU_ENTRY_POINT_RENAME(uloc_isRightToLeft)(const char *locale);
textfit_icu_resource *U_ICU_ENTRY_POINT_RENAME(ures_openDirect)(const char *packageName, const char *locale, int *status);
textfit_icu_resource *U_ICU_ENTRY_POINT_RENAME(ures_getByKey)(const textfit_icu_resource *bundle, const char *key,
                                                              textfit_icu_resource *fillIn, int *status);
const uint16_t *U_ICU_ENTRY_POINT_RENAME(ures_getStringByKey)(const textfit_icu_resource *bundle, const char *key,
                                                              int32_t *length, int *status);
void U_ICU_ENTRY_POINT_RENAME(ures_close)(textfit_icu_resource *bundle);

/// `uloc_forLanguageTag`: the ICU locale id of a BCP 47 tag; `*parsed` is how much of the tag was read.
static inline int32_t textfit_uloc_for_language_tag(const char *tag, char *id, int32_t capacity, int32_t *parsed,
                                                    int *status) {
    *status = 0;
    return U_ICU_ENTRY_POINT_RENAME(uloc_forLanguageTag)(tag, id, capacity, parsed, status);
}
/// `uloc_toLanguageTag` in strict mode: the BCP 47 spelling of an ICU locale id.
static inline int32_t textfit_uloc_to_language_tag(const char *id, char *tag, int32_t capacity, int *status) {
    *status = 0;
    return U_ICU_ENTRY_POINT_RENAME(uloc_toLanguageTag)(id, tag, capacity, 1, status);
}
/// The language (`part` 0), script (1) or region (2) subtag of an ICU locale id.
static inline int32_t textfit_uloc_get_part(const char *id, int part, char *out, int32_t capacity, int *status) {
    *status = 0;
    switch (part) {
    case 0: return U_ICU_ENTRY_POINT_RENAME(uloc_getLanguage)(id, out, capacity, status);
    case 1: return U_ICU_ENTRY_POINT_RENAME(uloc_getScript)(id, out, capacity, status);
    default: return U_ICU_ENTRY_POINT_RENAME(uloc_getCountry)(id, out, capacity, status);
    }
}
/// 1 when the locale's script (its own, else its likely script) is written right to left.
static inline int textfit_uloc_is_right_to_left(const char *id) {
    return U_ICU_ENTRY_POINT_RENAME(uloc_isRightToLeft)(id) ? 1 : 0;
}
/// The `alias/language` table of ICU's `metadata` resource, or NULL; close it with `textfit_ures_close`.
static inline textfit_icu_resource *textfit_ures_language_aliases(int *status) {
    *status = 0;
    textfit_icu_resource *metadata = U_ICU_ENTRY_POINT_RENAME(ures_openDirect)(0, "metadata", status);
    if (*status > 0) { return 0; }
    textfit_icu_resource *alias = U_ICU_ENTRY_POINT_RENAME(ures_getByKey)(metadata, "alias", 0, status);
    textfit_icu_resource *language = *status > 0 ? 0 : U_ICU_ENTRY_POINT_RENAME(ures_getByKey)(alias, "language", 0, status);
    if (alias) { U_ICU_ENTRY_POINT_RENAME(ures_close)(alias); }
    U_ICU_ENTRY_POINT_RENAME(ures_close)(metadata);
    if (*status > 0) { if (language) { U_ICU_ENTRY_POINT_RENAME(ures_close)(language); } return 0; }
    return language;
}
/// Copies the `replacement` of `key` in an alias table into `out` (UTF-16); its length, or -1
/// when the table has no such key or the replacement does not fit.
static inline int32_t textfit_ures_alias_replacement(const textfit_icu_resource *table, const char *key,
                                                     uint16_t *out, int32_t capacity) {
    int status = 0;
    textfit_icu_resource *entry = U_ICU_ENTRY_POINT_RENAME(ures_getByKey)(table, key, 0, &status);
    if (status > 0) { if (entry) { U_ICU_ENTRY_POINT_RENAME(ures_close)(entry); } return -1; }
    int32_t length = 0;
    const uint16_t *text = U_ICU_ENTRY_POINT_RENAME(ures_getStringByKey)(entry, "replacement", &length, &status);
    int32_t result = -1;
    if (status <= 0 && text && length <= capacity) {
        for (int32_t i = 0; i < length; i++) { out[i] = text[i]; }
        result = length;
    }
    U_ICU_ENTRY_POINT_RENAME(ures_close)(entry);
    return result;
}
/// Closes a resource from `textfit_ures_language_aliases`.
static inline void textfit_ures_close(textfit_icu_resource *bundle) { U_ICU_ENTRY_POINT_RENAME(ures_close)(bundle); }

// Plural rules (icu-i18n): CLDR's plural category of a number in a locale.

/// An ICU UPluralRules, opaque.
typedef struct textfit_icu_plural_rules textfit_icu_plural_rules;

textfit_icu_plural_rules *U_ICU_ENTRY_POINT_RENAME(uplrules_open)(const char *locale, int *status);
void U_ICU_ENTRY_POINT_RENAME(uplrules_close)(textfit_icu_plural_rules *rules);
int32_t U_ICU_ENTRY_POINT_RENAME(uplrules_select)(const textfit_icu_plural_rules *rules, double number,
                                                  uint16_t *keyword, int32_t capacity, int *status);

/// The cardinal plural rules of `locale` (an ICU locale id); NULL with `*status` > 0 on failure.
/// A locale without rules of its own gets its parent's, and at the root `other` for every number.
static inline textfit_icu_plural_rules *textfit_uplrules_open(const char *locale, int *status) {
    *status = 0;
    return U_ICU_ENTRY_POINT_RENAME(uplrules_open)(locale, status);
}
/// Closes rules from `textfit_uplrules_open`.
static inline void textfit_uplrules_close(textfit_icu_plural_rules *rules) {
    U_ICU_ENTRY_POINT_RENAME(uplrules_close)(rules);
}
/// Writes the category keyword of `number` (`one`, `few` …, UTF-16) into `keyword`; its length.
static inline int32_t textfit_uplrules_select(const textfit_icu_plural_rules *rules, double number,
                                              uint16_t *keyword, int32_t capacity, int *status) {
    *status = 0;
    return U_ICU_ENTRY_POINT_RENAME(uplrules_select)(rules, number, keyword, capacity, status);
}

#endif
