// The window shows data, never markup or local files (issue 25): catalog, plan and API strings
// that look like HTML are shown as the text they are wherever rich text is used (labels, the
// version step's details, findings, tooltips), and links open only https addresses, in the
// system browser, never inside the window.
#include "wizarddriver.h"

#include <QAbstractItemView>
#include <QDesktopServices>
#include <QDockWidget>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextDocument>
#include <QUrl>

using namespace tpu;
using namespace tpu::test;

namespace {

const QString kBig = QStringLiteral("<font size=7>BIG</font>");
const QString kLink = QStringLiteral("<a href=\"file:///etc/passwd\">pwLEAK</a>");
const QString kMachineType = QStringLiteral("ct6e-standard-4t") + kBig;
const QString kLabel = QStringLiteral("tpu-v6e-slice") + kLink;

// Records what would have gone to the system browser.
class UrlRecorder : public QObject
{
    Q_OBJECT
public:
    QList<QUrl> opened;
public slots:
    void open(const QUrl &url) { opened << url; }
};

QByteArray jsonString(const QString &s)
{
    const QByteArray doc = QJsonDocument(QJsonArray{s}).toJson(QJsonDocument::Compact);
    return doc.mid(1, doc.size() - 2); // the string with its quotes, escaped for JSON
}

// The built-in catalog with markup in a machine-type name, an accelerator label and status, and a
// source title: names are replaced wherever they are referenced, so the catalog still loads.
std::shared_ptr<const catalog::Catalog> hostileCatalog()
{
    QByteArray bytes = builtinCatalogBytes();
    bytes.replace("\"ct6e-standard-4t\"", jsonString(kMachineType));
    bytes.replace("\"tpu-v6e-slice\"", jsonString(kLabel));
    QJsonObject root = QJsonDocument::fromJson(bytes).object();
    QJsonArray accs = root.value(QStringLiteral("accelerators")).toArray();
    for (int i = 0; i < accs.size(); ++i) {
        QJsonObject a = accs.at(i).toObject();
        if (a.value(QStringLiteral("label")).toString() == kLabel) {
            a.insert(QStringLiteral("status"), QStringLiteral("GA") + kBig);
            accs.replace(i, a);
        }
    }
    root.insert(QStringLiteral("accelerators"), accs);
    QJsonObject sources = root.value(QStringLiteral("sources")).toObject();
    for (const QString &id : sources.keys()) {
        QJsonObject s = sources.value(id).toObject();
        s.insert(QStringLiteral("title"), s.value(QStringLiteral("title")).toString() + kBig);
        sources.insert(id, s);
    }
    root.insert(QStringLiteral("sources"), sources);
    const auto loaded =
        catalog::CatalogLoader::loadBytes(QJsonDocument(root).toJson(), QStringLiteral("hostile"));
    if (!loaded.ok())
        qFatal("the hostile catalog does not load: %s", qPrintable(loaded.errorMessage()));
    return loaded.catalog;
}

model::Plan hostilePlan()
{
    model::Plan p = standardPlan();
    p.machineType = kMachineType;
    p.clusterName = QStringLiteral("c") + kBig;
    p.projectId = QStringLiteral("p") + kLink;
    p.consumption = model::Consumption::Reservation;
    p.reservation.name = QStringLiteral("r") + kBig;
    p.workload.name = QStringLiteral("w") + kBig;
    return p;
}

bool rendersRich(const QLabel *l)
{
    return l->textFormat() == Qt::RichText ||
           (l->textFormat() == Qt::AutoText && Qt::mightBeRichText(l->text()));
}

// Markup from data, unescaped, in a text that Qt renders as rich text.
bool hasRawMarkup(const QString &richText)
{
    return richText.contains(QLatin1String("<font size=7>")) ||
           richText.contains(QLatin1String("<a href=\"file:"));
}

// Every place of the window that renders rich text: no data markup in it.
QStringList markupShown(QWidget *window)
{
    QStringList found;
    for (QLabel *l : window->findChildren<QLabel *>())
        if (rendersRich(l) && hasRawMarkup(l->text()))
            found << QStringLiteral("label %1: %2").arg(l->objectName(), l->text());
    for (QWidget *w : window->findChildren<QWidget *>())
        if (Qt::mightBeRichText(w->toolTip()) && hasRawMarkup(w->toolTip()))
            found << QStringLiteral("tooltip of %1: %2").arg(w->objectName(), w->toolTip());
    for (QAbstractItemView *v : window->findChildren<QAbstractItemView *>()) {
        const QAbstractItemModel *m = v->model();
        for (int r = 0; m && r < m->rowCount(); ++r)
            for (int c = 0; c < m->columnCount(); ++c) {
                const QString tip = m->index(r, c).data(Qt::ToolTipRole).toString();
                if (Qt::mightBeRichText(tip) && hasRawMarkup(tip))
                    found << QStringLiteral("tooltip in %1: %2").arg(v->objectName(), tip);
            }
    }
    for (QTextBrowser *b : window->findChildren<QTextBrowser *>()) {
        // Escaped markup reads as itself; rendered markup leaves its text without the tags.
        const QString text = b->toPlainText();
        if (text.contains(QLatin1String("BIG")) && !text.contains(kBig))
            found << QStringLiteral("browser %1: %2").arg(b->objectName(), text);
        if (text.contains(QLatin1String("pwLEAK")) && !text.contains(kLink))
            found << QStringLiteral("browser %1: %2").arg(b->objectName(), text);
    }
    return found;
}

QStringList anchors(const QTextDocument *doc)
{
    QStringList hrefs;
    for (QTextBlock b = doc->begin(); b.isValid(); b = b.next())
        for (auto it = b.begin(); !it.atEnd(); ++it)
            if (it.fragment().charFormat().isAnchor())
                hrefs << it.fragment().charFormat().anchorHref();
    return hrefs;
}

// Clicks the middle of the first occurrence of `text` in a visible browser.
bool clickText(QTextBrowser *b, const QString &text)
{
    QTextCursor c = b->document()->find(text);
    if (c.isNull())
        return false;
    c.setPosition(c.selectionStart() + int(text.size()) / 2);
    QTest::mouseClick(b->viewport(), Qt::LeftButton, {}, b->cursorRect(c).center());
    return true;
}

} // namespace

class TestRichText : public QObject
{
    Q_OBJECT

    UrlRecorder m_urls;

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        for (const char *scheme : {"https", "http", "file", "ftp", "data"})
            QDesktopServices::setUrlHandler(QLatin1String(scheme), &m_urls, "open");
    }
    void init() { m_urls.opened.clear(); }

    void versionStepShowsCatalogMarkupAsText()
    {
        WizardDriver d(hostileCatalog());
        d.window->document()->reset(hostilePlan(), {});
        d.wizard()->goToStep(ui::PlanWizard::VersionPageId);
        auto *details = d.find<QTextBrowser>(QStringLiteral("tradeoffsTextBrowser"));
        QVERIFY(details);
        QTRY_VERIFY(!details->toPlainText().isEmpty());
        const QString text = details->toPlainText();
        for (const QString &shown : {kMachineType, kLabel, QStringLiteral("status GA") + kBig})
            QVERIFY2(text.contains(shown), qPrintable(text));
        const QStringList hrefs = anchors(details->document());
        QVERIFY(!hrefs.isEmpty());        // the sources are links...
        for (const QString &href : hrefs) // ...to https only: the markup made no link
            QVERIFY2(href.startsWith(QLatin1String("https://")), qPrintable(href));
        // Clicking the text the markup would have made a link opens nothing.
        QVERIFY(clickText(details, QStringLiteral("pwLEAK")));
        QVERIFY(m_urls.opened.isEmpty());
        QVERIFY(details->source().isEmpty());
        QCOMPARE(details->toPlainText(), text);
    }

    // Every step, with markup in the catalog's names (a plan that is otherwise valid, so every
    // step is reached), then in the plan's own names (their errors hold the wizard on the first
    // step; the findings panel and the fields' findings show them).
    void everyRichTextShowsDataAsText()
    {
        WizardDriver d(hostileCatalog());
        d.window->findChild<QDockWidget *>(QStringLiteral("findingsDock"))->show();
        model::Plan valid = standardPlan();
        valid.machineType = kMachineType;
        d.window->document()->reset(valid, {});
        for (int step = ui::PlanWizard::ModePageId; step <= ui::PlanWizard::SummaryPageId; ++step) {
            QCOMPARE(d.wizard()->goToStep(step), step);
            QTest::qWait(50); // deferred refreshes
            const QStringList found = markupShown(d.window.get());
            QVERIFY2(found.isEmpty(), qPrintable(found.join(QLatin1Char('\n'))));
        }
        d.window->document()->reset(hostilePlan(), {});
        d.wizard()->goToStep(ui::PlanWizard::SummaryPageId);
        QTest::qWait(50);
        const QStringList found = markupShown(d.window.get());
        QVERIFY2(found.isEmpty(), qPrintable(found.join(QLatin1Char('\n'))));
    }

    // Every browser and label with links: a file:// link is never followed (inside the window
    // or outside), an https link goes to the system browser.
    void linksOpenOnlyHttpsOutsideTheWindow()
    {
        WizardDriver d;
        d.window->findChild<QDockWidget *>(QStringLiteral("findingsDock"))->show();
        int browsers = 0;
        for (int step : {int(ui::PlanWizard::VersionPageId), int(ui::PlanWizard::SummaryPageId)}) {
            d.wizard()->goToStep(step);
            for (QTextBrowser *b : d.window->findChildren<QTextBrowser *>()) {
                if (!b->isVisible())
                    continue;
                ++browsers;
                m_urls.opened.clear();
                b->setHtml(
                    QStringLiteral("<p><a href=\"file:///etc/passwd\">localfile</a></p>"
                                   "<p><a href=\"https://cloud.google.com/tpu\">web</a></p>"));
                const QString before = b->toPlainText();
                QVERIFY(clickText(b, QStringLiteral("localfile")));
                QVERIFY2(m_urls.opened.isEmpty(), qPrintable(b->objectName()));
                QVERIFY2(b->source().isEmpty(), qPrintable(b->objectName()));
                QCOMPARE(b->toPlainText(), before);
                QVERIFY(clickText(b, QStringLiteral("web")));
                QCOMPARE(m_urls.opened,
                         QList<QUrl>{QUrl(QStringLiteral("https://cloud.google.com/tpu"))});
                QCOMPARE(b->toPlainText(), before);
            }
        }
        QVERIFY2(browsers >= 3, qPrintable(QString::number(browsers)));
        int labels = 0;
        for (QLabel *l : d.window->findChildren<QLabel *>()) {
            if (!l->text().contains(QLatin1String("<a href")))
                continue;
            ++labels;
            QVERIFY2(!l->openExternalLinks(), qPrintable(l->objectName()));
            m_urls.opened.clear();
            emit l->linkActivated(QStringLiteral("file:///etc/passwd"));
            QVERIFY2(m_urls.opened.isEmpty(), qPrintable(l->objectName()));
            emit l->linkActivated(QStringLiteral("https://cloud.google.com/tpu"));
            QCOMPARE(m_urls.opened.size(), 1);
        }
        QVERIFY(labels >= 1); // the mode step's source
    }

    void screenshot()
    {
        const QString dir = qEnvironmentVariable("TPU_SCREENSHOT_DIR");
        if (dir.isEmpty())
            QSKIP("set TPU_SCREENSHOT_DIR to save the version step with hostile catalog names");
        WizardDriver d(hostileCatalog());
        model::Plan valid = standardPlan();
        valid.machineType = kMachineType;
        d.window->document()->reset(valid, {});
        QCOMPARE(d.wizard()->goToStep(ui::PlanWizard::VersionPageId),
                 int(ui::PlanWizard::VersionPageId));
        QTest::qWait(100);
        QVERIFY(d.window->grab().save(QDir(dir).filePath(QStringLiteral("richtext-version.png"))));
    }
};

QTEST_MAIN(TestRichText)
#include "tst_richtext.moc"
