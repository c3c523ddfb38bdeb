#pragma once
#include <hb.h>
#include <hb-ot.h>
