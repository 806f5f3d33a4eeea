#ifndef TEXTFIT_CFRIBIDI_SHIM_H
#define TEXTFIT_CFRIBIDI_SHIM_H

#include <fribidi.h>

/// `FRIBIDI_PAR_WLTR`: weak left-to-right paragraph (first strong character decides, else LTR).
static inline FriBidiParType textfit_fribidi_par_wltr(void) { return FRIBIDI_PAR_WLTR; }
/// `FRIBIDI_PAR_WRTL`: weak right-to-left paragraph (first strong character decides, else RTL).
static inline FriBidiParType textfit_fribidi_par_wrtl(void) { return FRIBIDI_PAR_WRTL; }
/// `FRIBIDI_PAR_RTL`, a macro Swift cannot import.
static inline FriBidiParType textfit_fribidi_par_rtl(void) { return FRIBIDI_PAR_RTL; }
/// `FRIBIDI_FLAGS_DEFAULT | FRIBIDI_FLAGS_ARABIC`, the flags fribidi_reorder_line wants.
static inline FriBidiFlags textfit_fribidi_flags_default(void) { return FRIBIDI_FLAGS_DEFAULT; }
/// `FRIBIDI_LEVEL_IS_RTL`, a macro Swift cannot import.
static inline int textfit_fribidi_level_is_rtl(FriBidiLevel level) { return FRIBIDI_LEVEL_IS_RTL(level) ? 1 : 0; }

#endif
