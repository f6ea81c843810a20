// Reading an engine's option and info lines.
#include "xiangqi/session/engineprotocol.h"

#include "enginetext.h"
#include "xiangqi/movegen.h"

namespace xq::session {

using enginetext::words;

namespace {

// Which keywords start a new field of an option line.
bool isOptionKeyword(const QString& w) {
    return w == QLatin1String("type") || w == QLatin1String("default") || w == QLatin1String("min") ||
           w == QLatin1String("max") || w == QLatin1String("var");
}

}  // namespace

std::optional<Position> positionAfter(const std::string& fen, const std::vector<Move>& moves) {
    Position pos;
    if (!fen.empty() && !pos.setFen(fen)) return std::nullopt;
    for (Move m : moves) {
        if (!pos.isLegal(m)) return std::nullopt;
        pos.makeMove(m);
    }
    return pos;
}

std::optional<EngineOption> parseOptionLine(const QString& line) {
    const QStringList w = words(line);
    if (w.size() < 4 || w[0] != QLatin1String("option")) return std::nullopt;
    int i = w[1] == QLatin1String("name") ? 2 : 1;  // UCCI has no "name"
    QString field = QStringLiteral("name");
    QStringList current;
    EngineOption o;
    bool haveType = false;
    auto flush = [&]() -> bool {
        const QString value = current.join(QLatin1Char(' '));
        if (field == QLatin1String("name")) o.name = value;
        else if (field == QLatin1String("type")) {
            static const QList<QPair<QString, EngineOption::Type>> types = {
                {QStringLiteral("spin"), EngineOption::Type::Spin},
                {QStringLiteral("check"), EngineOption::Type::Check},
                {QStringLiteral("combo"), EngineOption::Type::Combo},
                {QStringLiteral("string"), EngineOption::Type::String},
                {QStringLiteral("button"), EngineOption::Type::Button}};
            auto it = std::find_if(types.begin(), types.end(), [&](const auto& t) { return t.first == value; });
            if (it == types.end()) return false;
            o.type = it->second;
            haveType = true;
        } else if (field == QLatin1String("default")) {
            o.defaultValue = value == QLatin1String("<empty>") ? QString() : value;
        } else if (field == QLatin1String("min") || field == QLatin1String("max")) {
            bool ok = false;
            const qint64 n = value.toLongLong(&ok);
            if (!ok) return false;
            (field == QLatin1String("min") ? o.min : o.max) = n;
        } else if (field == QLatin1String("var")) {
            o.choices << value;
        }
        return true;
    };
    for (; i < w.size(); ++i) {
        if (isOptionKeyword(w[i]) && !(field == QLatin1String("name") && current.isEmpty())) {
            if (!flush()) return std::nullopt;
            field = w[i];
            current.clear();
        } else {
            current << w[i];
        }
    }
    if (!flush() || !haveType || o.name.isEmpty()) return std::nullopt;
    return o;
}

std::optional<SearchInfo> parseInfoLine(const QString& line, const Position& pos, EngineProtocol p,
                                        int scorePercent) {
    auto scaled = [scorePercent](qint64 n) { return int(n * scorePercent / 100); };
    const QStringList w = words(line);
    if (w.isEmpty() || w[0] != QLatin1String("info")) return std::nullopt;
    SearchInfo info;
    const int sign = pos.sideToMove() == Color::Red ? 1 : -1;
    auto number = [&](int& i, qint64& out) {
        if (i + 1 >= w.size()) return false;
        bool ok = false;
        out = w[i + 1].toLongLong(&ok);
        if (ok) ++i;
        return ok;
    };
    for (int i = 1; i < w.size(); ++i) {
        const QString& k = w[i];
        qint64 n = 0;
        if (k == QLatin1String("string")) {
            info.text = w.mid(i + 1).join(QLatin1Char(' ')).toStdString();
            break;
        } else if (k == QLatin1String("depth")) {
            if (number(i, n)) info.depth = int(n);
        } else if (k == QLatin1String("seldepth")) {
            if (number(i, n)) info.seldepth = int(n);
        } else if (k == QLatin1String("multipv")) {
            if (number(i, n)) info.multipv = int(n);
        } else if (k == QLatin1String("nodes")) {
            if (number(i, n)) info.nodes = quint64(std::max<qint64>(0, n));
        } else if (k == QLatin1String("nps")) {
            if (number(i, n)) info.nps = quint64(std::max<qint64>(0, n));
        } else if (k == QLatin1String("time")) {
            if (number(i, n)) info.timeMs = n;
        } else if (k == QLatin1String("lowerbound")) {
            info.bound = sign;
        } else if (k == QLatin1String("upperbound")) {
            info.bound = -sign;
        } else if (k == QLatin1String("score")) {
            if (i + 1 < w.size() && (w[i + 1] == QLatin1String("cp") || w[i + 1] == QLatin1String("mate"))) {
                const bool mate = w[++i] == QLatin1String("mate");
                if (!number(i, n)) continue;
                info.hasScore = true;
                if (mate) info.setMateMoves(int(n) * sign);  // UCI says moves; the plies are not known
                else info.score = scaled(n) * sign;
            } else if (number(i, n)) {
                // UCCI: a bare number. ElephantEye scores a mate as 10000 minus the plies to it.
                info.hasScore = true;
                constexpr int UcciMate = 10000, UcciWinBound = 9800;
                if (dialectOf(p).bareScores && std::abs(n) >= UcciWinBound && std::abs(n) <= UcciMate) {
                    const int plies = UcciMate - int(std::abs(n));
                    info.setMatePlies(plies * (n > 0 ? 1 : -1) * sign);  // UCCI says plies: kept exactly
                } else {
                    info.score = scaled(n) * sign;
                }
            }
        } else if (k == QLatin1String("pv")) {
            Position cur = pos;
            int j = i + 1;
            for (; j < w.size(); ++j) {
                const Move m = moveFromEngine(w[j], p);
                if (m.isNone()) break;
                if (!cur.isLegal(m)) {
                    // cut here; skip the rest of the line's moves
                    while (j < w.size() && !moveFromEngine(w[j], p).isNone()) ++j;
                    break;
                }
                info.pv.push_back(m);
                cur.makeMove(m);
            }
            i = j - 1;
        } else if (k == QLatin1String("currmove") || k == QLatin1String("currmovenumber") ||
                   k == QLatin1String("hashfull") || k == QLatin1String("tbhits") || k == QLatin1String("cpuload") ||
                   k == QLatin1String("sbhits")) {
            ++i;  // a value we do not use
        }
    }
    return info;
}

}  // namespace xq::session
