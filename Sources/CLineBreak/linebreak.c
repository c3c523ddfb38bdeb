#include "linebreak.h"
int32_t sheetd_lb_placeholder(void) { return 0; }
