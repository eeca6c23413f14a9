#pragma once

#include <QString>
#include <sys/types.h>

namespace tpu::json {

// What a file that is not a regular file is ("a FIFO (named pipe)", "a folder", ...), for the
// messages that refuse it: plan, catalog and autosave reads and service-account key files.
QString fileKindName(mode_t mode);

} // namespace tpu::json
