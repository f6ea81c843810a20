// The position editor's rule checks (see setupcheck.h).
#include "xiangqi/setupcheck.h"

#include "xiangqi/position.h"

namespace xq {

int maxPiecesOf(PieceType t) {
    switch (t) {
    case King: return 1;
    case Pawn: return 5;
    case NoPieceType: return 0;
    default: return 2;
    }
}

bool isAdvisorPoint(Color c, Square s) {
    // The palace corners and its centre: files d/f on relative ranks 0 and 2, e on rank 1.
    const int f = fileOf(s), r = relativeRank(c, s);
    return ((f == 3 || f == 5) && (r == 0 || r == 2)) || (f == 4 && r == 1);
}

bool isElephantPoint(Color c, Square s) {
    // Files c/g on relative ranks 0 and 4, files a/e/i on relative rank 2.
    const int f = fileOf(s), r = relativeRank(c, s);
    return ((f == 2 || f == 6) && (r == 0 || r == 4)) || ((f == 0 || f == 4 || f == 8) && r == 2);
}

bool isSoldierPoint(Color c, Square s) {
    const int r = relativeRank(c, s);
    if (r < 3) return false;                // behind the starting rank
    if (r <= 4) return fileOf(s) % 2 == 0;  // own side: only the five starting files
    return true;                            // across the river: anywhere
}

int Setup::count(Piece p) const {
    int n = 0;
    for (Piece q : board) n += q == p;
    return n;
}

Setup Setup::start() {
    Setup s;
    fromFen(StartFen, &s);
    return s;
}

std::string Setup::fen() const {
    std::string out = fenBoardField(board);
    out += sideToMove == Color::Red ? " w - - 0 1" : " b - - 0 1";
    return out;
}

bool Setup::fromFen(std::string_view fen, Setup* out, FenError* error) {
    auto fail = [&](FenErrorCode code, int rank, int file, std::size_t offset, int count = 0,
                    std::string_view text = {}) {
        if (error) {
            *error = FenError{};
            error->code = code;
            error->field = code == FenErrorCode::Empty ? 0 : code == FenErrorCode::BadSide ? 2 : 1;
            error->rank = rank;
            error->file = file;
            error->offset = int(offset);
            error->count = count;
            error->text = std::string(text.substr(0, 40));
        }
        return false;
    };
    std::size_t i = 0;
    while (i < fen.size() && (fen[i] == ' ' || fen[i] == '\t')) ++i;
    const std::size_t boardStart = i;
    while (i < fen.size() && fen[i] != ' ' && fen[i] != '\t') ++i;
    const std::string_view board = fen.substr(boardStart, i - boardStart);
    if (board.empty()) return fail(FenErrorCode::Empty, -1, -1, 0);
    Setup s;
    int rank = 9, file = 0;
    for (std::size_t k = 0; k < board.size(); ++k) {
        const char c = board[k];
        const std::size_t at = boardStart + k;
        if (c == '/') {
            if (file != FileCount) return fail(FenErrorCode::TooFewFiles, rank, -1, at, file);
            if (--rank < 0) return fail(FenErrorCode::TooManyRanks, -1, -1, at);
            file = 0;
        } else if (c >= '1' && c <= '9') {
            file += c - '0';
            if (file > FileCount) return fail(FenErrorCode::TooManyFiles, rank, -1, at);
        } else {
            const Piece p = pieceFromFenChar(c);
            if (p == NoPiece) return fail(FenErrorCode::UnknownLetter, rank, file, at, 0, board.substr(k, 1));
            if (file >= FileCount) return fail(FenErrorCode::TooManyFiles, rank, -1, at);
            s.set(makeSquare(file, rank), p);
            ++file;
        }
    }
    if (rank != 0) return fail(FenErrorCode::TooFewRanks, -1, -1, boardStart + board.size(), 10 - rank);
    if (file != FileCount) return fail(FenErrorCode::TooFewFiles, 0, -1, boardStart + board.size(), file);
    while (i < fen.size() && (fen[i] == ' ' || fen[i] == '\t')) ++i;
    if (i < fen.size()) {
        const char side = fen[i];
        if (side == 'b' || side == 'B') s.sideToMove = Color::Black;
        else if (side == 'w' || side == 'W' || side == 'r' || side == 'R') s.sideToMove = Color::Red;
        else return fail(FenErrorCode::BadSide, -1, -1, i, 0, fen.substr(i, 1));
    }
    *out = s;
    return true;
}

Setup Setup::mirroredColors() const {
    Setup m;
    for (Square s = 0; s < SquareCount; ++s) {
        const Piece p = at(s);
        if (p != NoPiece) m.set(SquareCount - 1 - s, makePiece(~colorOf(p), typeOf(p)));
    }
    m.sideToMove = ~sideToMove;
    return m;
}

std::vector<SetupIssue> checkSetup(const Setup& setup) {
    std::vector<SetupIssue> issues;
    auto squaresOf = [&](Piece p) {
        std::vector<Square> out;
        for (Square s = 0; s < SquareCount; ++s)
            if (setup.at(s) == p) out.push_back(s);
        return out;
    };

    // 1. Piece counts per side.
    for (Color c : {Color::Red, Color::Black})
        for (PieceType t : {King, Advisor, Elephant, Horse, Rook, Cannon, Pawn}) {
            auto squares = squaresOf(makePiece(c, t));
            if (int(squares.size()) > maxPiecesOf(t))
                issues.push_back({SetupProblem::TooManyPieces, c, t, std::move(squares)});
        }
    // 2. Each side needs its general.
    for (Color c : {Color::Red, Color::Black})
        if (setup.count(makePiece(c, King)) == 0) issues.push_back({SetupProblem::MissingGeneral, c, King, {}});
    // 3. Pieces with fixed points.
    for (Square s = 0; s < SquareCount; ++s) {
        const Piece p = setup.at(s);
        if (p == NoPiece) continue;
        const Color c = colorOf(p);
        switch (typeOf(p)) {
        case King:
            if (!isInPalace(c, s)) issues.push_back({SetupProblem::GeneralOffPoint, c, King, {s}});
            break;
        case Advisor:
            if (!isAdvisorPoint(c, s)) issues.push_back({SetupProblem::AdvisorOffPoint, c, Advisor, {s}});
            break;
        case Elephant:
            if (!isElephantPoint(c, s)) issues.push_back({SetupProblem::ElephantOffPoint, c, Elephant, {s}});
            break;
        case Pawn:
            if (!isSoldierPoint(c, s)) issues.push_back({SetupProblem::SoldierBehindStart, c, Pawn, {s}});
            break;
        default: break;
        }
    }
    if (!issues.empty()) return issues;  // the checks below need one general each in its palace

    // 4. Generals facing each other on an open file.
    const Square red = squaresOf(RedKing).front(), black = squaresOf(BlackKing).front();
    if (fileOf(red) == fileOf(black)) {
        bool open = true;
        for (Square s = red + FileCount; s < black; s += FileCount) open = open && setup.at(s) == NoPiece;
        if (open) {
            issues.push_back({SetupProblem::GeneralsFacing, Color::Red, King, {red, black}});
            return issues;
        }
    }
    // 5. The side that is not to move must not be in check. With the checks above passed, that is the only
    // reason left for which Position refuses the FEN (it refuses exactly a position where the side to move
    // could take the general).
    Position pos;
    if (!pos.setFen(setup.fen())) {
        const Color victim = ~setup.sideToMove;
        issues.push_back({SetupProblem::SideNotToMoveInCheck, victim, King, {victim == Color::Red ? red : black}});
    }
    return issues;
}

std::string describeSetupIssue(const SetupIssue& issue) {
    static constexpr const char* Names[PieceTypeCount] = {"piece", "general", "advisor", "elephant",
                                                          "horse", "chariot", "cannon",  "soldier"};
    std::string at;
    for (Square s : issue.squares) at += (at.empty() ? "" : ", ") + squareName(s);
    const std::string side = issue.color == Color::Red ? "Red" : "Black";
    const std::string piece = side + "'s " + Names[issue.type];
    switch (issue.problem) {
    case SetupProblem::TooManyPieces:
        return "too many: " + std::to_string(issue.squares.size()) + " x " + piece + " (a side has at most " +
               std::to_string(maxPiecesOf(issue.type)) + ") on " + at;
    case SetupProblem::MissingGeneral: return side + " has no general";
    case SetupProblem::GeneralOffPoint: return piece + " on " + at + " is outside its palace";
    case SetupProblem::AdvisorOffPoint:
    case SetupProblem::ElephantOffPoint: return piece + " on " + at + " is off its points";
    case SetupProblem::SoldierBehindStart: return piece + " on " + at + " cannot stand there";
    case SetupProblem::GeneralsFacing: return "the generals face each other on an open file (" + at + ")";
    case SetupProblem::SideNotToMoveInCheck: return side + " is in check but it is not " + side + "'s turn";
    }
    return {};
}

}  // namespace xq
