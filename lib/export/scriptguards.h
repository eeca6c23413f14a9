#pragma once

#include "export/shellcode.h"

namespace tpu::exporters {

// Shell functions gcloud.sh and apply.sh share to read a tool's answer safely.

// clean: standard input with terminal control characters (C0 but tab and line break, DEL and
// C1, U+0080..U+009F) written as '?', so that tool output cannot move the cursor, recolour or
// retitle the terminal. shown TEXT: TEXT for a one-line message, cut at 200 bytes, cleaned,
// line breaks as spaces.
ShellCode terminalTextFunctions();

// gke_version_ok VERSION MINIMUM: 0 when VERSION is a whole GKE version (1.33.0-gke.1712000) of
// MINIMUM or later, 1 when it is one but older, 2 when VERSION (or MINIMUM, which may be a prefix
// such as 1.33) is not a GKE version at all: "zzz", "latest", an ERROR line, two lines, nothing.
ShellCode gkeVersionFunction();

} // namespace tpu::exporters
