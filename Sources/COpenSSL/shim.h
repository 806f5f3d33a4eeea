#ifndef TEXTFIT_COPENSSL_SHIM_H
#define TEXTFIT_COPENSSL_SHIM_H

// Only libcrypto's message digests (EVP), for the SHA-256 that pins font files and makes
// SARIF fingerprints. EVP_Digest is the one-shot call of OpenSSL 1.1 and 3.x alike, with no
// deprecation in either.
#include <openssl/evp.h>

#endif
