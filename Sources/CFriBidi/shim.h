#ifndef TEXTFIT_CFRIBIDI_SHIM_H
#define TEXTFIT_CFRIBIDI_SHIM_H

#include <fribidi.h>

/// `FRIBIDI_PAR_WLTR`: weak left-to-right paragraph (first strong character decides, else LTR).
static inline FriBidiParType textfit_fribidi_par_wltr(void) { return FRIBIDI_PAR_WLTR; }
/// `FRIBIDI_PAR_WRTL`: weak right-to-left paragraph (first strong character decides, else RTL).
static inline FriBidiParType textfit_fribidi_par_wrtl(void) { return FRIBIDI_PAR_WRTL; }
/// `FRIBIDI_PAR_LTR`, a macro Swift cannot import.
static inline FriBidiParType textfit_fribidi_par_ltr(void) { return FRIBIDI_PAR_LTR; }
/// `FRIBIDI_PAR_RTL`, a macro Swift cannot import.
static inline FriBidiParType textfit_fribidi_par_rtl(void) { return FRIBIDI_PAR_RTL; }
/// `FRIBIDI_FLAGS_DEFAULT | FRIBIDI_FLAGS_ARABIC`, the flags fribidi_reorder_line wants.
static inline FriBidiFlags textfit_fribidi_flags_default(void) { return FRIBIDI_FLAGS_DEFAULT; }
/// `FRIBIDI_LEVEL_IS_RTL`, a macro Swift cannot import.
static inline int textfit_fribidi_level_is_rtl(FriBidiLevel level) { return FRIBIDI_LEVEL_IS_RTL(level) ? 1 : 0; }

/// Whether a character of bidi type `type` leaves every level of a left-to-right paragraph at 0
/// wherever it stands: it is not strong right to left (R, AL), an Arabic number (AN), nor an
/// explicit embedding, override, isolate or their pop (the FriBidi masks `RTL`, `ARABIC`,
/// `EXPLICIT` and `ISOLATE`, macros Swift cannot import).
static inline int textfit_fribidi_type_keeps_level_zero(FriBidiCharType type) {
    return (FRIBIDI_IS_RTL(type) || FRIBIDI_IS_ARABIC(type) || FRIBIDI_IS_EXPLICIT(type) || FRIBIDI_IS_ISOLATE(type))
        ? 0 : 1;
}

/// Whether a character of bidi type `type` is strong left to right (L): `FRIBIDI_TYPE_LTR`, a
/// macro Swift cannot import.
static inline int textfit_fribidi_type_is_strong_left(FriBidiCharType type) {
    return type == FRIBIDI_TYPE_LTR ? 1 : 0;
}

#endif
