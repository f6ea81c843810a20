// PGN reader and writer for xiangqi games.
#include "xiangqi/ui/pgn.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QStringList>

namespace xq::ui {

struct Pgn {
    Q_DECLARE_TR_FUNCTIONS(xq::ui::Pgn)
};

namespace {

QString formatName(Notation n) {
    switch (n) {
    case Notation::Wxf: return QStringLiteral("WXF");
    case Notation::Iccs: return QStringLiteral("ICCS");
    default: return {};
    }
}

// ICCS as PGN writes it: "H2-E2".
QString iccsPgn(Move m) {
    QString s = QString::fromStdString(moveToUci(m)).toUpper();
    return s.left(2) + '-' + s.mid(2);
}

QString escapeTag(QString v) { return v.replace('\\', "\\\\").replace('"', "\\\""); }

}  // namespace

QString writePgn(const GameRecord& game, Notation notation) {
    QString out;
    QStringList written;
    auto tagLine = [&](const QString& name, const QString& value) {
        out += QStringLiteral("[%1 \"%2\"]\n").arg(name, escapeTag(value));
        written << name;
    };
    tagLine("Game", "Chinese Chess");
    for (const auto& t : game.tags) {
        if (t.first == "Game" || t.first == "Result" || t.first == "FEN" || t.first == "Format") continue;
        tagLine(t.first, t.second);
    }
    tagLine("Result", game.result);
    if (!game.startFen.isEmpty()) tagLine("FEN", game.startFen);
    if (!formatName(notation).isEmpty()) tagLine("Format", formatName(notation));
    out += '\n';

    Position pos = game.startPosition();
    QString line;
    auto emitToken = [&](const QString& tok) {
        if (!line.isEmpty() && line.size() + 1 + tok.size() > 80) {
            out += line + '\n';
            line.clear();
        }
        if (!line.isEmpty()) line += ' ';
        line += tok;
    };
    for (std::size_t i = 0; i < game.moves.size(); ++i) {
        const Move m = game.moves[i];
        if (pos.sideToMove() == Color::Red) {
            emitToken(QStringLiteral("%1.").arg(pos.fullmoveNumber()));
        } else if (i == 0) {
            emitToken(QStringLiteral("%1...").arg(pos.fullmoveNumber()));
        }
        emitToken(notation == Notation::Iccs ? iccsPgn(m) : moveText(pos, m, notation));
        pos.makeMove(m);
    }
    emitToken(game.result);
    out += line + '\n';
    return out;
}

bool readPgn(const QString& text, GameRecord* game, QString* error) {
    GameRecord g;
    g.tags.clear();
    auto fail = [&](int line, const QString& what) {
        if (error) *error = Pgn::tr("line %1: %2").arg(line).arg(what);
        return false;
    };
    static const QRegularExpression tagRe("^\\[\\s*([A-Za-z0-9_]+)\\s+\"((?:[^\"\\\\]|\\\\.)*)\"\\s*\\]\\s*$");
    static const QRegularExpression moveNumberRe("^(\\d+)\\.+(.*)$");
    static const QStringList results = {"1-0", "0-1", "1/2-1/2", "*"};

    const QStringList lines = QString(text).replace("\r\n", "\n").replace('\r', '\n').split('\n');
    int lineNo = 0;
    bool inTags = true, sawAnything = false, ended = false;
    int commentDepth = 0, variationDepth = 0;
    Position pos;
    for (const QString& rawLine : lines) {
        ++lineNo;
        QString line = rawLine;
        if (lineNo == 1 && line.startsWith(QChar(0xfeff))) line.remove(0, 1);
        const QString trimmed = line.trimmed();
        if (commentDepth == 0 && variationDepth == 0 && trimmed.startsWith('[')) {
            if (!inTags) {
                if (sawAnything && !g.moves.empty()) break;  // the next game begins: read only the first
            }
            auto m = tagRe.match(trimmed);
            if (!m.hasMatch()) return fail(lineNo, Pgn::tr("malformed tag %1").arg(trimmed.left(40)));
            QString value = m.captured(2);
            value.replace("\\\"", "\"").replace("\\\\", "\\");
            const QString name = m.captured(1);
            if (name == "FEN") {
                Position test;
                std::string why;
                if (!test.setFen(value.toStdString(), &why))
                    return fail(lineNo, Pgn::tr("bad FEN: %1").arg(QString::fromStdString(why)));
                g.startFen = value;
                pos = test;
            } else if (name == "Result") {
                g.result = value;
            } else if (name != "Format" && name != "Game") {
                g.tags.append({name, value});
            } else if (name == "Format") {
                const QString f = value.toUpper();
                if (f != "WXF" && f != "ICCS" && f != "CHINESE" && !f.isEmpty())
                    return fail(lineNo, Pgn::tr("unknown move format \"%1\"").arg(value));
            }
            sawAnything = true;
            continue;
        }
        if (trimmed.isEmpty()) continue;
        inTags = false;
        if (ended) continue;
        // Split the movetext line into tokens, skipping comments, variations and annotation glyphs.
        QString token;
        auto flush = [&]() -> bool {
            QString tok = token;
            token.clear();
            if (tok.isEmpty()) return true;
            if (commentDepth > 0 || variationDepth > 0) return true;
            if (results.contains(tok)) {
                if (tok != "*" || g.result.isEmpty()) g.result = tok;
                ended = true;
                return true;
            }
            auto num = moveNumberRe.match(tok);
            if (num.hasMatch()) {
                tok = num.captured(2);
                if (tok.isEmpty()) return true;
            }
            if (tok.startsWith('$')) return true;
            while (!tok.isEmpty() && (tok.endsWith('!') || tok.endsWith('?'))) tok.chop(1);
            if (tok.isEmpty()) return true;
            QString why;
            Move m = parseMoveText(pos, tok, &why);
            if (!m) {
                const QString side = pos.sideToMove() == Color::Red ? Pgn::tr("Red") : Pgn::tr("Black");
                fail(lineNo, Pgn::tr("move %1 (%2) \"%3\": %4").arg(pos.fullmoveNumber()).arg(side, tok, why));
                return false;
            }
            pos.makeMove(m);
            g.moves.push_back(m);
            sawAnything = true;
            return true;
        };
        for (int i = 0; i < line.size() && !ended; ++i) {
            const QChar ch = line[i];
            if (commentDepth > 0) {
                if (ch == '}') --commentDepth;
                continue;
            }
            if (ch == '{') {
                if (!flush()) return false;
                ++commentDepth;
            } else if (ch == ';' && variationDepth == 0) {
                if (!flush()) return false;
                break;
            } else if (ch == '(') {
                if (!flush()) return false;
                ++variationDepth;
            } else if (ch == ')') {
                if (!flush()) return false;
                if (variationDepth == 0) return fail(lineNo, Pgn::tr("unbalanced \")\""));
                --variationDepth;
            } else if (ch.isSpace()) {
                if (!flush()) return false;
            } else {
                token += ch;
            }
        }
        if (!flush()) return false;
    }
    if (commentDepth > 0) return fail(lineNo, Pgn::tr("a comment \"{\" is never closed"));
    if (variationDepth > 0) return fail(lineNo, Pgn::tr("a variation \"(\" is never closed"));
    if (!sawAnything) return fail(lineNo, Pgn::tr("no game found"));
    if (!results.contains(g.result)) g.result = QStringLiteral("*");
    *game = g;
    return true;
}

}  // namespace xq::ui
