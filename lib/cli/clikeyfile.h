#pragma once

#include "live/liveconnection.h"

namespace tpu::cli {

// --credentials FILE / GOOGLE_APPLICATION_CREDENTIALS: the key, then its first access token,
// waited for (clirefresh.cpp). Not ok when the file is not a usable key, or (noToken) when it
// gave no token: then nothing is connected.
live::LiveConnection::Outcome useKeyFileAndWait(live::LiveConnection &conn, const QString &file,
                                                live::LiveConnection::Source origin);

} // namespace tpu::cli
