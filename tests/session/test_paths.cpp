// The data directory is found relative to the executable: install tree, build tree, macOS bundles, flat folders.
#include <QDir>
#include <QTemporaryDir>
#include <QtTest>

#include "xiangqi/session/paths.h"

using xq::session::dataDirectoryFor;

namespace {

// Makes each of the directories (relative to root) and returns true when all exist.
bool makeDirectories(const QString& root, const QStringList& dirs) {
    for (const QString& dir : dirs)
        if (!QDir(root).mkpath(dir)) return false;
    return true;
}

}  // namespace

// The build tree's data folder as the running program sees it: with its drive letter on Windows (the path is
// compiled in from a Linux cross build, where it has none).
static QString buildDataDir() {
    return QDir::cleanPath(QFileInfo(QStringLiteral(XIANGQI_BUILD_DATA_DIR)).absoluteFilePath());
}

class TestPaths : public QObject {
    Q_OBJECT
private slots:
    void layouts_data() {
        QTest::addColumn<QStringList>("dirs");  // made under a temporary root
        QTest::addColumn<QString>("appDir");    // the executable's folder, relative to the root
        QTest::addColumn<QString>("expected");  // the data directory, relative to the root ("" = none)
        QTest::newRow("install tree") << QStringList{"usr/bin", "usr/share/xiangqi/translations"} << "usr/bin"
                                      << "usr/share/xiangqi";
        QTest::newRow("build tree") << QStringList{"build/bin", "build/share/xiangqi/translations"} << "build/bin"
                                    << "build/share/xiangqi";
        QTest::newRow("macOS bundle") << QStringList{"Xiangqi.app/Contents/MacOS",
                                                     "Xiangqi.app/Contents/Resources/translations"}
                                      << "Xiangqi.app/Contents/MacOS"
                                      << "Xiangqi.app/Contents/Resources";
        QTest::newRow("macOS bundle in the build tree")
            << QStringList{"build/bin/xiangqi.app/Contents/MacOS", "build/share/xiangqi/translations"}
            << "build/bin/xiangqi.app/Contents/MacOS"
            << "build/share/xiangqi";
        QTest::newRow("flat folder") << QStringList{"Xiangqi", "Xiangqi/share/xiangqi/translations"} << "Xiangqi"
                                     << "Xiangqi/share/xiangqi";
        QTest::newRow("install tree wins over a flat share/")
            << QStringList{"p/bin/share/xiangqi/translations", "p/share/xiangqi/translations"} << "p/bin"
            << "p/share/xiangqi";
        QTest::newRow("share/xiangqi without translations is not data")
            << QStringList{"p/bin", "p/share/xiangqi/icons"} << "p/bin"
            << "";
        QTest::newRow("nothing") << QStringList{"p/bin"} << "p/bin"
                                 << "";
        QTest::newRow("not a bundle: no ../../../../share")
            << QStringList{"a/b/c/d/bin", "a/share/xiangqi/translations"} << "a/b/c/d/bin"
            << "";
    }
    void layouts() {
        QFETCH(QStringList, dirs);
        QFETCH(QString, appDir);
        QFETCH(QString, expected);
        QTemporaryDir root;
        QVERIFY(root.isValid());
        QVERIFY(makeDirectories(root.path(), dirs));
        const QString found = dataDirectoryFor(root.filePath(appDir));
        QCOMPARE(found, expected.isEmpty() ? QString() : QDir::cleanPath(root.filePath(expected)));
    }

    // The test itself runs from build/bin/: its data directory is build/share/xiangqi with the compiled translation.
    void runningExecutable() {
        qunsetenv("XIANGQI_DATA_DIR");
        QCOMPARE(xq::session::dataDirectory(), buildDataDir());
        QVERIFY(QFileInfo::exists(xq::session::translationsDirectory() + "/xiangqi_zh_CN.qm"));
    }

    void environmentOverride() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        qputenv("XIANGQI_DATA_DIR", dir.path().toUtf8());
        QCOMPARE(xq::session::dataDirectory(), QDir::cleanPath(dir.path()));
        qputenv("XIANGQI_DATA_DIR", dir.filePath("missing").toUtf8());  // not a directory: ignored
        QCOMPARE(xq::session::dataDirectory(), buildDataDir());
        qunsetenv("XIANGQI_DATA_DIR");
    }
};

QTEST_GUILESS_MAIN(TestPaths)
#include "test_paths.moc"
