// xiangqi-render-pieces DIR: writes DIR/<set>/<id>.png, each piece of each SVG set as the board draws it, at
// PieceImagePixels square. A build without Qt Svg (the Windows cross build) shows these images instead of the SVG;
// test_comfort checks that the committed images still match the sets.
#include <QDir>
#include <QFileInfo>
#include <QGuiApplication>
#include <QImage>
#include <QTextStream>

#include "xiangqi/ui/boardpainter.h"

int main(int argc, char** argv) {
    qputenv("QT_QPA_PLATFORM", "offscreen");  // no window: works without a display
    QGuiApplication app(argc, argv);
    QTextStream err(stderr);
    const QStringList args = app.arguments();
    if (args.size() != 2 || args[1].startsWith('-')) {
        err << "usage: xiangqi-render-pieces DIR   (writes DIR/<set>/<id>.png from the SVG piece sets)\n";
        return 2;
    }
    using xq::session::PieceSet;
    int written = 0;
    for (int s = 0; s < xq::session::PieceSetCount; ++s) {
        for (xq::Color c : {xq::Color::Red, xq::Color::Black}) {
            for (int t = xq::King; t <= xq::Pawn; ++t) {
                const xq::Piece piece = xq::makePiece(c, xq::PieceType(t));
                const QString path = QDir(args[1]).filePath(xq::ui::pieceImageName(PieceSet(s), piece));
                QDir().mkpath(QFileInfo(path).path());
                const QImage image =
                    xq::ui::renderPieceImage(PieceSet(s), piece, xq::ui::PieceImagePixels).toImage();
                if (!image.save(path, "PNG")) {
                    err << "cannot write " << path << "\n";
                    return 1;
                }
                ++written;
            }
        }
    }
    QTextStream(stdout) << written << " piece images written to " << QDir(args[1]).absolutePath() << "\n";
    return 0;
}
