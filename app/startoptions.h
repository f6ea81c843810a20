// The desktop game's command line (main.cpp): every option besides --help and --version, and their help texts.
#pragma once

#include <QCommandLineOption>
#include <QCommandLineParser>

// The command line options besides --help and --version.
struct StartOptions {
    QCommandLineOption fen{"fen", "Open on the position FEN.", "FEN"};
    QCommandLineOption size{"size", "Window size WxH (default: as last time; 980x760 for --screenshot).", "WxH"};
    QCommandLineOption shot{"screenshot", "Render the window to FILE.png and exit (works without a display).", "FILE"};
    QCommandLineOption moves{"moves", "Play these moves (ICCS, WXF or Chinese, space-separated) first.", "MOVES"};
    QCommandLineOption pieces{"pieces", "Piece set: traditional, international or contrast.", "SET"};
    QCommandLineOption board{"board", "Board theme: wood, plain or contrast.", "THEME"};
    QCommandLineOption notation{"notation", "Move list notation: chinese, wxf or iccs.", "NOTATION"};
    QCommandLineOption lang{"lang", "User interface language: en or zh_CN (default: the system's).", "LANG"};
    QCommandLineOption mode{"mode", "Players: red (you play Red), black, hotseat or computer.", "MODE"};
    QCommandLineOption depth{"depth", "Computer search depth 1-20.", "N"};
    QCommandLineOption think{"think",
                             "With --screenshot: let the engine analyse for MS milliseconds first, "
                             "so the engine panel shows its thinking.",
                             "MS"};
    QCommandLineOption flip{"flip", "Show the board from Black's side."};
    QCommandLineOption tree{"tree", "Show the move tree (variations and comments) instead of the move list."};
    QCommandLineOption editor{"editor", "Open the position editor (with --screenshot: picture it)."};
    QCommandLineOption puzzles{"puzzles", "Open the endgame puzzles (with --screenshot: picture them)."};
    QCommandLineOption studies{"studies",
                               "Open the endgame puzzles on the win studies (with --screenshot: picture them)."};
    QCommandLineOption showHelp{"show",
                                "Open the rules guide or the tutorial (guide|tutorial); with --screenshot, the "
                                "picture is of that window.",
                                "WINDOW"};
    QCommandLineOption boardPicture{"board-picture",
                                    "Write a PNG picture of the board (after --fen/--moves) to FILE and exit.", "FILE"};
    QCommandLineOption pictureWidth{"picture-width", "Width of --board-picture in pixels (default 800).", "N"};
    QCommandLineOption noCoordinates{"no-coordinates", "--board-picture without the edge labels."};
    QCommandLineOption newWindow{"new-window", "Start a separate game even if one is running already."};
    QCommandLineOption printAutosave{"print-autosave",
                                     "Print the unfinished game the next start offers (PGN; nothing when there is "
                                     "none) and exit. A damaged one is reported and moved aside, as at a start."};
    QCommandLineOption analyse{"analyse", "Start in analysis mode (with --screenshot: after MS milliseconds).", "MS"};
    QCommandLineOption lines{"lines", "Analysis mode: show the N best lines (1-5).", "N"};
    QCommandLineOption review{"review", "Review the game at depth N (with --screenshot: picture the finished review).",
                              "N"};
    QCommandLineOption clock{"clock", "Play with a clock: 10+5 (minutes + increment), 30s/move, 10+3x30s (byo-yomi).",
                             "TC"};
    QCommandLineOption engine{"engine", "With --screenshot: an external engine program to offer (UCI).", "COMMAND"};
    QCommandLineOption database{"database", "Open a game database (created if new) and show the opening explorer.",
                                "FILE"};
    QCommandLineOption dialog{"dialog", "With --screenshot: picture a dialog: newgame, engines, match, network or gameinfo.",
                              "NAME"};
    QCommandLineOption host{"host",
                            "Host a network game at once, listening on PORT (on ADDRESS only, when given; IPv6 in "
                            "brackets: [::1]:4000). You play Red; --clock sets the clock, --fen the start.",
                            "[ADDRESS:]PORT"};
    QCommandLineOption join{"join", "Join the network game hosted at HOST:PORT at once.", "HOST:PORT"};
    QCommandLineOption playerName{"player", "Your name in a network game.", "NAME"};

    void addTo(QCommandLineParser& parser) const {
        parser.setApplicationDescription("Xiangqi (Chinese chess)");
        parser.addHelpOption();
        parser.addVersionOption();
        parser.addOptions({fen,          size,          shot,    moves,    pieces,    board,
                           notation,     lang,          mode,    depth,    think,     flip,
                           tree,         editor,        puzzles, showHelp, newWindow, boardPicture,
                           pictureWidth, noCoordinates, clock,   engine,   dialog,    printAutosave});
        parser.addOptions({analyse, lines, review});  // analysis mode and game review
        parser.addOption(studies);
        parser.addOption(database);  // the game database and its explorer
        parser.addOptions({host, join, playerName});  // network play
        parser.addPositionalArgument("files",
                                     "Game records to open (PGN). A running game opens them instead, "
                                     "unless other options are given.",
                                     "[FILE...]");
    }
};
