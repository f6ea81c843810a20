// xiangqi: the desktop game.
#include <QApplication>
#include <QCommandLineParser>
#include <QRegularExpression>

#include <iostream>

#include "xiangqi/position.h"
#include "xiangqi/ui/mainwindow.h"

int main(int argc, char* argv[]) {
    QApplication app(argc, argv);
    QApplication::setApplicationName("Xiangqi");
    QApplication::setOrganizationName("Xiangqi");
    QApplication::setApplicationVersion(QStringLiteral(XIANGQI_VERSION));

    QCommandLineParser parser;
    parser.setApplicationDescription("Xiangqi (Chinese chess)");
    parser.addHelpOption();
    parser.addVersionOption();
    QCommandLineOption fenOption("fen", "Open on the position FEN.", "FEN");
    QCommandLineOption sizeOption("size", "Window size WxH (with --screenshot).", "WxH");
    QCommandLineOption shotOption("screenshot", "Render the window to FILE.png and exit.", "FILE");
    parser.addOptions({fenOption, sizeOption, shotOption});
    parser.process(app);

    xq::Position pos;
    if (parser.isSet(fenOption)) {
        std::string error;
        if (!pos.setFen(parser.value(fenOption).toStdString(), &error)) {
            std::cerr << "xiangqi: bad --fen: " << error << "\n";
            return 2;
        }
    }

    xq::ui::MainWindow window;
    window.setPosition(pos);
    QSize size(720, 800);
    if (parser.isSet(sizeOption)) {
        auto m = QRegularExpression("^(\\d+)x(\\d+)$").match(parser.value(sizeOption));
        if (!m.hasMatch()) {
            std::cerr << "xiangqi: --size must look like 800x900\n";
            return 2;
        }
        size = QSize(m.captured(1).toInt(), m.captured(2).toInt());
    }
    window.resize(size);

    if (parser.isSet(shotOption)) {
        window.setAttribute(Qt::WA_DontShowOnScreen);
        window.show();
        QApplication::processEvents();
        const QString file = parser.value(shotOption);
        if (!window.grab().save(file)) {
            std::cerr << "xiangqi: cannot write " << file.toStdString() << "\n";
            return 1;
        }
        return 0;
    }
    window.show();
    return app.exec();
}
