// CPCRE2: PCRE2's 8-bit library (rofi's -matching regex). Its names are macros over the
// width-suffixed functions, which Swift does not import: call pcre2_compile_8 and the like.
#pragma once
#define PCRE2_CODE_UNIT_WIDTH 8
#include <pcre2.h>
