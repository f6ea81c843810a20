// The protocol dialects as data, and moves and score scales at the engine boundary.
#include "xiangqi/session/enginedialect.h"

namespace xq::session {

namespace {

// Files a-i, ranks 0-9 (or 1-10): "h2e2", "h3e3", "a10a9".
bool parseSquare(const QString& text, int& pos, int rankBase, Square& out) {
    if (pos >= text.size()) return false;
    const QChar f = text[pos];
    if (f < QLatin1Char('a') || f > QLatin1Char('i')) return false;
    int p = pos + 1, rank = 0, digits = 0;
    while (p < text.size() && text[p].isDigit() && digits < 2) {
        rank = rank * 10 + text[p].digitValue();
        ++p;
        ++digits;
    }
    if (digits == 0) return false;
    rank -= rankBase;
    if (rank < 0 || rank > 9) return false;
    out = makeSquare(f.unicode() - 'a', rank);
    pos = p;
    return true;
}

}  // namespace

const EngineDialect& dialectOf(EngineProtocol p) {
    static const EngineDialect dialects[] = {
        {EngineProtocol::Uci, "uci", "uciok", 0, true, nullptr, "OwnBook", false, true, false},
        {EngineProtocol::UciFsf, "uci", "uciok", 1, true, "UCI_Variant", "OwnBook", false, true, false},
        {EngineProtocol::Ucci, "ucci", "ucciok", 0, false, nullptr, "usebook", true, false, true},
    };
    for (const EngineDialect& d : dialects)
        if (d.protocol == p) return d;
    return dialects[0];
}

int scorePercentFor(const QString& engineName, int configured) {
    if (configured > 0) return configured;
    // Engines whose scores are not centipawns, by the name they give in "id name".
    static const struct {
        const char* name;
        int percent;
    } known[] = {{"elephanteye", 450}, {"elephant eye", 450}, {"eleeye", 450}};
    const QString lower = engineName.toLower();
    for (const auto& k : known)
        if (lower.contains(QLatin1String(k.name))) return k.percent;
    return 100;
}

QString protocolKey(EngineProtocol p) {
    switch (p) {
    case EngineProtocol::Uci: return QStringLiteral("uci");
    case EngineProtocol::UciFsf: return QStringLiteral("uci-fsf");
    case EngineProtocol::Ucci: return QStringLiteral("ucci");
    }
    return {};
}

std::optional<EngineProtocol> protocolFromKey(const QString& key) {
    for (EngineProtocol p : {EngineProtocol::Uci, EngineProtocol::UciFsf, EngineProtocol::Ucci})
        if (key.compare(protocolKey(p), Qt::CaseInsensitive) == 0) return p;
    return std::nullopt;
}

QString moveToEngine(Move m, EngineProtocol p) {
    if (m.isNone()) return QStringLiteral("0000");
    const int base = dialectOf(p).rankBase;
    auto square = [base](Square s) { return QString(QChar('a' + fileOf(s))) + QString::number(rankOf(s) + base); };
    return square(m.from()) + square(m.to());
}

Move moveFromEngine(const QString& text, EngineProtocol p) {
    const int base = dialectOf(p).rankBase;
    int pos = 0;
    Square from = NoSquare, to = NoSquare;
    if (!parseSquare(text, pos, base, from) || !parseSquare(text, pos, base, to) || pos != text.size()) return Move();
    if (from == to) return Move();
    return Move(from, to);
}

}  // namespace xq::session
