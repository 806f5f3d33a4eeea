#ifndef TEXTFIT_CHARFBUZZ_SHIM_H
#define TEXTFIT_CHARFBUZZ_SHIM_H

#include <hb.h>
#include <hb-ot.h>

/// `HB_TAG`, a macro Swift cannot import.
static inline hb_tag_t textfit_hb_tag(char a, char b, char c, char d) {
    return HB_TAG(a, b, c, d);
}

/// `HB_DIRECTION_IS_BACKWARD`, a macro Swift cannot import.
static inline int textfit_hb_direction_is_backward(hb_direction_t direction) {
    return HB_DIRECTION_IS_BACKWARD(direction) ? 1 : 0;
}

#endif
