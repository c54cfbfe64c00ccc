// CXTest: synthetic pointer and keyboard input, for the tests only.
#pragma once
#include <X11/Xlib.h>
#include <X11/extensions/XTest.h>
