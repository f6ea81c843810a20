// Packaging: the installed tree runs from anywhere after being moved, the freedesktop files validate, and the
// version from project(VERSION) is the one the program, the metainfo and CHANGELOG.md show.
#include <QDir>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QXmlStreamReader>
#include <QtTest>

namespace {

struct Run {
    int exitCode = -1;
    QString out;
    QString err;
};

Run run(const QString& program, const QStringList& arguments, const QString& workingDir = {},
        const QProcessEnvironment& env = QProcessEnvironment::systemEnvironment(), int timeoutMs = 120000) {
    QProcess process;
    process.setProcessEnvironment(env);
    if (!workingDir.isEmpty()) process.setWorkingDirectory(workingDir);
    process.start(program, arguments);
    Run r;
    if (!process.waitForFinished(timeoutMs)) {
        process.kill();
        process.waitForFinished();
        r.err = QStringLiteral("timed out: ") + program;
        return r;
    }
    r.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -2;
    r.out = QString::fromUtf8(process.readAllStandardOutput());
    r.err = QString::fromUtf8(process.readAllStandardError());
    return r;
}

QString readText(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

// Where things are inside an install prefix.
#if defined(Q_OS_MACOS)
const QString GameInPrefix = QStringLiteral("xiangqi.app/Contents/MacOS/xiangqi");
const QString DataInPrefix = QStringLiteral("xiangqi.app/Contents/Resources");
#elif defined(Q_OS_WIN)
const QString GameInPrefix = QStringLiteral("bin/xiangqi.exe");
const QString DataInPrefix = QStringLiteral("share/xiangqi");
#else
const QString GameInPrefix = QStringLiteral("bin/xiangqi");
const QString DataInPrefix = QStringLiteral("share/xiangqi");
#endif

}  // namespace

class TestPackaging : public QObject {
    Q_OBJECT
private slots:
    // cmake --install into one folder, move the folder, run the game from a third place.
    void relocatedInstall() {
#ifdef XIANGQI_CROSS_COMPILED
        // The Windows build made on Linux (tools/windows.sh): the build's cmake is a Linux program, which a Windows
        // program cannot start. The script's smoke test installs the package and starts the installed game instead.
        QSKIP("cross-compiled: the build's cmake is a program of the build machine (docs/WINDOWS.md)");
#endif
        QTemporaryDir scratch;
        QVERIFY(scratch.isValid());
        const QString first = scratch.filePath("first"), moved = scratch.filePath("moved"),
                      elsewhere = scratch.filePath("elsewhere");
        QStringList install{"--install", XIANGQI_BUILD_DIR, "--prefix", first};
        const QString config = qEnvironmentVariable("XIANGQI_CONFIG");
        if (!config.isEmpty()) install << "--config" << config;
        const Run installed = run(XIANGQI_CMAKE, install, {}, QProcessEnvironment::systemEnvironment(), 600000);
        QVERIFY2(installed.exitCode == 0, qPrintable(installed.out + installed.err));
        QVERIFY(QDir().rename(first, moved));
        QVERIFY(QDir().mkpath(elsewhere));

        const QString game = moved + "/" + GameInPrefix;
        QVERIFY2(QFileInfo(game).isExecutable(), qPrintable(game));
        QVERIFY(QFileInfo::exists(moved + "/" + DataInPrefix + "/translations/xiangqi_zh_CN.qm"));
#if defined(Q_OS_LINUX)
        for (const char* file :
             {"bin/xiangqi-engine", "share/applications/" XIANGQI_APP_ID ".desktop",
              "share/metainfo/" XIANGQI_APP_ID ".metainfo.xml", "share/mime/packages/" XIANGQI_APP_ID ".xml",
              "share/icons/hicolor/16x16/apps/" XIANGQI_APP_ID ".png",
              "share/icons/hicolor/512x512/apps/" XIANGQI_APP_ID ".png",
              "share/icons/hicolor/scalable/apps/" XIANGQI_APP_ID ".svg", "share/man/man6/xiangqi.6",
              "share/man/man6/xiangqi-engine.6", "bin/xiangqi-convert", "share/man/man6/xiangqi-convert.6"})
            QVERIFY2(QFileInfo::exists(moved + "/" + QString::fromUtf8(file)), file);
#endif

        const Run version = run(game, {"--version"}, elsewhere);
        QVERIFY2(version.exitCode == 0, qPrintable(version.err));
        QCOMPARE(version.out.trimmed(), QStringLiteral("Xiangqi " XIANGQI_VERSION));

        // The moved game finds its Chinese translation beside itself; the same game without it says so (which
        // shows that the first run did not find the file somewhere else, such as the build tree).
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert("QT_QPA_PLATFORM", "offscreen");
        env.remove("XIANGQI_DATA_DIR");
        const QStringList shot{"--lang", "zh_CN", "--screenshot", elsewhere + "/zh.png", "--size", "640x480"};
        const Run translated = run(game, shot, elsewhere, env);
        QVERIFY2(translated.exitCode == 0, qPrintable(translated.err));
        QVERIFY2(!translated.err.contains("was not found"), qPrintable(translated.err));
        QVERIFY(QFileInfo::exists(elsewhere + "/zh.png"));
        QVERIFY(QDir(moved + "/" + DataInPrefix + "/translations").removeRecursively());
        const Run untranslated = run(game, shot, elsewhere, env);
        QVERIFY2(untranslated.err.contains("was not found"), qPrintable(untranslated.err));
    }

    void desktopFileValidates() {
        const QString tool = QStandardPaths::findExecutable("desktop-file-validate");
        if (tool.isEmpty()) QSKIP("desktop-file-validate is not installed (apt-get install desktop-file-utils)");
        const Run r = run(tool, {XIANGQI_DESKTOP_FILE});
        QVERIFY2(r.exitCode == 0 && r.out.trimmed().isEmpty(), qPrintable(r.out + r.err));
    }

    void metainfoValidates() {
        const QString tool = QStandardPaths::findExecutable("appstreamcli");
        if (tool.isEmpty()) QSKIP("appstreamcli is not installed (apt-get install appstream)");
        const Run r = run(tool, {"validate", "--no-net", XIANGQI_METAINFO});
        QVERIFY2(r.exitCode == 0, qPrintable(r.out + r.err));
    }

    // Well-formed, and the desktop file lists every type the MIME file defines.
    void mimeTypes() {
        QFile f(XIANGQI_SOURCE_DIR "/assets/desktop/xiangqi-mime.xml");
        QVERIFY(f.open(QIODevice::ReadOnly));
        QXmlStreamReader xml(&f);
        QStringList types;
        while (!xml.atEnd())
            if (xml.readNext() == QXmlStreamReader::StartElement && xml.name() == QLatin1String("mime-type"))
                types << xml.attributes().value("type").toString();
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
        QCOMPARE(types, (QStringList{"application/x-xqf", "application/vnd.chess-pgn"}));
        const QString desktop = readText(XIANGQI_DESKTOP_FILE);
        for (const QString& type : types + QStringList{"application/x-chess-pgn"})  // the alias too, for older systems
            QVERIFY2(desktop.contains(type + ";"), qPrintable(type));
        QVERIFY(desktop.contains("\nCategories=Game;BoardGame;\n"));
        QVERIFY(desktop.contains("\nIcon=" XIANGQI_APP_ID "\n"));
    }

    // project(VERSION) is the only place the version is written; the others follow it.
    void versionEverywhere() {
        QVERIFY(readText(XIANGQI_METAINFO).contains("<release version=\"" XIANGQI_VERSION "\""));
        const QRegularExpressionMatch top =
            QRegularExpression("^## \\[?([0-9][^\\] ]*)", QRegularExpression::MultilineOption)
                .match(readText(XIANGQI_SOURCE_DIR "/CHANGELOG.md"));
        QVERIFY(top.hasMatch());
        QCOMPARE(top.captured(1), QStringLiteral(XIANGQI_VERSION));
    }
};

QTEST_GUILESS_MAIN(TestPackaging)
#include "test_packaging.moc"
