#ifndef TEXTFIT_CFREETYPE_SHIM_H
#define TEXTFIT_CFREETYPE_SHIM_H

#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_MULTIPLE_MASTERS_H
#include FT_TRUETYPE_TABLES_H
#include FT_SFNT_NAMES_H
#include FT_OUTLINE_H

/// FreeType's error message for `error`, taken from FreeType's own error table
/// (FT_Error_String returns NULL unless FreeType was built with error strings).
static inline const char *textfit_ft_error_string(FT_Error error) {
#undef FTERRORS_H_
#undef FT_ERR_PREFIX
#define FT_ERR_PREFIX FT_Err_
#define FT_ERRORDEF(e, v, s) case v: return s;
#define FT_ERROR_START_LIST switch (error) {
#define FT_ERROR_END_LIST }
#include FT_ERRORS_H
    return "unknown FreeType error";
}

/// `FT_HAS_MULTIPLE_MASTERS`, a macro Swift cannot import.
static inline int textfit_ft_has_multiple_masters(FT_Face face) {
    return FT_HAS_MULTIPLE_MASTERS(face) ? 1 : 0;
}

/// `FT_IS_SFNT`, a macro Swift cannot import.
static inline int textfit_ft_is_sfnt(FT_Face face) {
    return FT_IS_SFNT(face) ? 1 : 0;
}

/// `FT_IS_SCALABLE`, a macro Swift cannot import: whether the face has outlines (false for a
/// face of bitmap strikes only, such as Noto Color Emoji's CBDT).
static inline int textfit_ft_is_scalable(FT_Face face) {
    return FT_IS_SCALABLE(face) ? 1 : 0;
}

#endif
