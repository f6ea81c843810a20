// The pictures the program takes of itself: --board-picture, --screenshot (the window; a dialog, a study window, the
// analysis or a finished review when the options open one) and --show with --screenshot. main() sets the window up
// as the options ask; a Screenshot takes the picture and gives the program's exit code. tools/screenshots.sh and the
// pictures in docs/ are made this way.
#pragma once

#include <QStringList>

class QCommandLineParser;
class QWidget;
struct StartOptions;

namespace xq::ui {
class MainWindow;
}

class Screenshot {
public:
    Screenshot(xq::ui::MainWindow& window, const QCommandLineParser& parser, const StartOptions& options)
        : window_(window), parser_(parser), options_(options) {}

    // --board-picture: the board alone. 0, or 1 when the file cannot be written, 2 for a bad --picture-width.
    int boardPicture() const;
    // --screenshot: of helpWindow (a --show window) when there is one, else of what the options open, else of the
    // window (files: the records to open first). 0, or 1 when the file cannot be written.
    int take(QWidget* helpWindow, const QStringList& files) const;

    // Keeps the event loop running for ms milliseconds (the search thread and animations go on meanwhile).
    static void waitFor(int ms);

private:
    // --analyse and --review: starts analysis mode (the window is pictured as usual) or runs a review to its end;
    // the review dialog to picture, or nullptr for the window.
    QWidget* analysisOrReview() const;

    xq::ui::MainWindow& window_;
    const QCommandLineParser& parser_;
    const StartOptions& options_;
};
