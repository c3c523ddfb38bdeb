#pragma once
#include <stdint.h>
/* placeholder: ICU line-break facade */
int32_t sheetd_lb_placeholder(void);
