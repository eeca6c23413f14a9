// tpu-fake-google: the tests' fake of Google's endpoints as a program, to try
// `tpu-planner check --live` by hand without a Google account:
//   tpu-fake-google --key-out /tmp/key.json [--broken|--endless|--drip] &   (prints its API root)
//   tpu-planner check plan.json --live --credentials /tmp/key.json --api-root <root>
//   tpu-planner catalog refresh --credentials /tmp/key.json --api-root <root>
//   tpu-planner review capacity r.tpureview --credentials /tmp/key.json --api-root <root>
//   (the project also holds the aggregate reservations cal-v6e and cal-v5p of issue 40)
// The key is generated at start-up and is only good for this fake.
#include "livefixture.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>
#include <cstdio>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCommandLineParser p;
    p.addHelpOption();
    p.addOption({QStringLiteral("key-out"),
                 QStringLiteral("Write a service-account key for the fake here."),
                 QStringLiteral("file")});
    p.addOption(
        {QStringLiteral("broken"),
         QStringLiteral("The project of the acceptance test: machine type not offered, version "
                        "invalid, reservation res-a short, quota short.")});
    p.addOption({QStringLiteral("endless"),
                 QStringLiteral("Hostile: every API answer is a body that never ends.")});
    p.addOption({QStringLiteral("billing-forbidden"),
                 QStringLiteral("Every Cloud Billing Catalog call answers 403 (catalog refresh "
                                "keeps zones and versions).")});
    p.addOption(
        {QStringLiteral("drip"),
         QStringLiteral("Hostile: the token endpoint sends its answer a byte every 300 ms.")});
    p.process(app);
    FakeGoogle g;
    if (!g.listen())
        return 1;
    tpu::test::fillHealthyProject(g);
    tpu::test::fillAggregateReservations(g); // cal-v6e (one block degraded), cal-v5p
    tpu::test::fillAdvice(g); // advice.calendarMode and advice.capacity for `tpu-planner advise`
    tpu::test::fillCatalogOffer(g); // for `tpu-planner catalog refresh`
    g.billingForbidden = p.isSet(QStringLiteral("billing-forbidden"));
    if (p.isSet(QStringLiteral("broken")))
        tpu::test::breakProject(g);
    if (p.isSet(QStringLiteral("endless")))
        for (const char *path : {"/compute/", "/serverConfig", "/quotaInfos/"})
            g.script(QLatin1String(path),
                     std::deque<FakeGoogle::Reply>(
                         1000, FakeGoogle::Reply{200, "{\"name\": \"", {}, 0, false, 0, true}));
    if (p.isSet(QStringLiteral("drip")))
        g.script(
            QStringLiteral("/token"),
            std::deque<FakeGoogle::Reply>(
                1000, FakeGoogle::Reply{200, QByteArray(1000, ' ') + "{}", {}, 0, false, 300}));
    if (p.isSet(QStringLiteral("key-out"))) {
        QFile f(p.value(QStringLiteral("key-out")));
        if (!f.open(QIODevice::WriteOnly) ||
            f.write(tpu::test::testKey().keyJson(g.tokenUri())) < 0)
            return 1;
    }
    std::printf("%s\n", qPrintable(g.root()));
    std::fflush(stdout);
    return app.exec();
}
