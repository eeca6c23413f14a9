#pragma once

#include <QEventLoop>
#include <QTimer>

namespace tpu::cli {

// Waits for one callback without blocking the event loop it needs (the command line has no other
// loop): `start` is called with a function to call when done. False when `timeoutMs` passed first.
template <typename Start> bool waitFor(Start start, int timeoutMs)
{
    QEventLoop loop;
    bool done = false;
    QTimer::singleShot(timeoutMs, &loop, &QEventLoop::quit);
    start([&] {
        done = true;
        loop.quit();
    });
    if (!done)
        loop.exec();
    return done;
}

} // namespace tpu::cli
